export const recipesPath = '/cookbook/index';

export const newRecipePath = '/cookbook/create';

export const recipeEditPath = (id: string) => `/cookbook/${id}/edit`;
