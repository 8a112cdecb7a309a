import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { recipeSchema } from '../../../shared/validation/recipe.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { uniqueViolation } from '../common/db-errors.js';
import { badInput, notFound, validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { keysOfImage, sendImageAvif } from '../files/index.js';
import { discardFiles, saveWithFiles } from './content-files.js';
import { contentStore } from './content-store.js';
import { type RecipeUploads, storeRecipeFiles } from './recipe-files.js';
import { recipes, type RecipeRow } from './recipes.tables.js';
import { scopedDb } from '../access/index.js';

// Callers of the writes are admins (the system actor too, for the demo recipe book): the
// resolver's access rule says so, and each write checks it again before it stores any file.

const store = contentStore<RecipeRow>(recipes, [recipes.title]);

/** Every recipe in position order; with `search`, those whose title holds each of its words (case and accents aside). */
export const listRecipes = (deps: AppDeps, actor: Actor, search?: string | null) => store.list(deps, actor, search);

export const getRecipe = (deps: AppDeps, actor: Actor, id: number) => store.get(deps, actor, id);

/** A new recipe goes last; its PDF and cover are required. Marked as front, it takes the mark from the others. */
export async function createRecipe(
  deps: AppDeps,
  actor: Caller,
  input: unknown,
  uploads: RecipeUploads,
): Promise<RecipeRow> {
  requireRole(actor, withSystem(roleGroups.admin));
  const values = await recipeValues(input);
  if (!uploads.pdf) throw badInput('pdf', messages.pdfRequired);
  if (!uploads.cover) throw badInput('cover', messages.appImageRequired);
  const files = await storeRecipeFiles(deps, uploads);
  const saved = await saveWithFiles(deps, files.keys, () =>
    savingFront(deps, actor, values.isFront, (saving) =>
      store.create(saving, actor, {
        ...values,
        pdfKey: files.pdf!.key,
        pdfSize: files.pdf!.size,
        cover: files.cover!,
      }),
    ),
  );
  await sendImageAvif(deps, recipes.cover, files.cover);
  return saved;
}

/**
 * Saves every field of a recipe (its position stays). A missing upload keeps the current file;
 * a replaced one is removed once the row points to the new one.
 */
export async function updateRecipe(
  deps: AppDeps,
  actor: Caller,
  id: number,
  input: unknown,
  uploads: RecipeUploads,
): Promise<RecipeRow> {
  requireRole(actor, withSystem(roleGroups.admin));
  const values = await recipeValues(input);
  const scoped = scopedDb(deps, actor);
  const [current] = await scoped.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, id));
  if (!current) throw notFound();
  const files = await storeRecipeFiles(deps, uploads);
  const { saved, previous } = await saveWithFiles(deps, files.keys, () =>
    savingFront(deps, actor, values.isFront, async (saving) => {
      // Read again under a lock: the files to remove are those this save replaces.
      const [previous] = await scopedDb(saving, actor)
        .db.select()
        .from(recipes)
        .where(eq(recipes.id, id))
        .for('update');
      if (!previous) throw notFound();
      const saved = await store.update(saving, actor, id, {
        ...values,
        ...(files.pdf ? { pdfKey: files.pdf.key, pdfSize: files.pdf.size } : {}),
        ...(files.cover ? { cover: files.cover } : {}),
      });
      return { saved, previous };
    }),
  );
  await discardFiles(deps, [
    ...(files.pdf ? [previous.pdfKey] : []),
    ...(files.cover ? keysOfImage(previous.cover) : []),
  ]);
  await sendImageAvif(deps, recipes.cover, files.cover);
  return saved;
}

/** Deletes a recipe with its PDF and cover; true when deleted. */
export async function deleteRecipe(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  const row = await store.remove(deps, actor, id);
  await discardFiles(deps, recipeKeys(row));
  return true;
}

/** Puts every recipe in the order of `ids` and answers them in that order. */
export const reorderRecipes = (deps: AppDeps, actor: Actor, ids: readonly number[]) => store.reorder(deps, actor, ids);

/** Every storage key a recipe points to: its PDF, and its cover with the cover's sizes. */
const recipeKeys = (row: RecipeRow) => [row.pdfKey, ...keysOfImage(row.cover)];

/**
 * Runs a save in one transaction that, when the saved recipe is the front, first takes the mark
 * from every recipe (the recipes_single_front index allows one at a time). Two admins marking
 * two recipes at the same instant: the later save meets the index once the earlier one commits,
 * and runs again, taking the mark from it.
 */
async function savingFront<T>(
  deps: AppDeps,
  actor: Caller,
  isFront: boolean,
  save: (saving: AppDeps) => Promise<T>,
): Promise<T> {
  const scoped = scopedDb(deps, actor);
  for (let attempt = 1; ; attempt++) {
    try {
      return await scoped.db.transaction(async (tx) => {
        if (isFront) await tx.update(recipes).set({ isFront: false }).where(eq(recipes.isFront, true));
        // The store's writes join this transaction: the caller's dependencies with its handle.
        return save({ ...deps, systemDb: tx });
      });
    } catch (error) {
      if (attempt >= 3 || uniqueViolation(error) !== 'recipes_single_front') throw error;
    }
  }
}

async function recipeValues(input: unknown) {
  const recipe = await validateInput(recipeSchema, input);
  return {
    title: recipe.title,
    isFront: recipe.isFront,
    published: recipe.published,
    publishFrom: recipe.publishFrom ?? null,
    publishUntil: recipe.publishUntil ?? null,
  };
}
