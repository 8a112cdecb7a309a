export const faqsPath = '/faq/index';

export const newFaqPath = '/faq/create';

export const faqEditPath = (id: string) => `/faq/${id}/edit`;
