export const welcomeModalsPath = '/welcome-modals/index';

export const newWelcomeModalPath = '/welcome-modals/create';

export const welcomeModalEditPath = (id: string) => `/welcome-modals/${id}/edit`;
