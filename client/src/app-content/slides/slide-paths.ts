export const slidesPath = '/slides/index';

export const newSlidePath = '/slides/create';

export const slideEditPath = (id: string) => `/slides/${id}/edit`;
