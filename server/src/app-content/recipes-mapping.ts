import { adminPublicationOf } from './admin-publication.js';
import { publicFileUrl } from '../files/index.js';
import { appImageOf } from '../files/index.js';
import type { RecipeRow } from './recipes.tables.js';
import type { AdminRecipeGql, RecipeGql } from './recipes.types.js';

export const recipeNode = (row: RecipeRow): RecipeGql => ({
  id: row.id,
  title: row.title,
  pdfUrl: publicFileUrl(row.pdfKey) as string,
  pdfBytes: row.pdfSize,
  pdfByteSize: row.pdfSize,
  cover: appImageOf(row.cover),
  isFront: row.isFront,
  position: row.position,
});

export const adminRecipeNode = (row: RecipeRow, now: Date): AdminRecipeGql => ({
  ...recipeNode(row),
  ...adminPublicationOf(row, now),
});
