export const branchOfficesPath = '/branch-offices/index';

export const newBranchOfficePath = '/branch-offices/create';

export const branchOfficeEditPath = (id: string) => `/branch-offices/${id}/edit`;
