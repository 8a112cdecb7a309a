export const packagesPath = '/package-group';

export const newPackagePath = '/package-group/create';

export const packageEditPath = (id: string) => `/package-group/${id}/edit`;
