export const servicesPath = '/services/index';

export const newServicePath = '/services/create';

export const serviceEditPath = (id: string) => `/services/${id}/edit`;
