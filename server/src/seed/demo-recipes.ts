import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { createRecipe } from '../app-content/index.js';
import { recipes } from '../app-content/recipes.tables.js';
import { systemActor } from '../common/actor.js';
import { projectRoot } from '../common/project-root.js';
import type { AppDeps } from '../deps.js';

const seedDir = join(projectRoot, 'server/src/seed');

const demoRecipes: { file: string; title: string; isFront: boolean; published: boolean }[] = [
  { file: 'recetario-estudios', title: 'Recetario de estudios radiográficos', isFront: true, published: true },
  { file: 'solicitud-tomografia', title: 'Solicitud de tomografía (CBCT)', isFront: false, published: true },
  { file: 'indicaciones-estudio', title: 'Indicaciones antes de tu estudio', isFront: false, published: true },
  { file: 'recetario-ortodoncia', title: 'Recetario de ortodoncia', isFront: false, published: false },
];

const opened = (path: string) => () => Promise.resolve(createReadStream(path));

/**
 * The demo recipe book, in Spanish: the lab's order forms and indications as PDFs with their
 * covers (server/src/seed/recipe-documents, app-images/recipes); the first is the app's front,
 * the last a draft. Nothing when there are recipes already.
 */
export async function seedDemoRecipes(deps: AppDeps): Promise<void> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(recipes);
  if (total > 0) return;
  for (const { file, ...recipe } of demoRecipes) {
    await createRecipe(
      deps,
      systemActor,
      { ...recipe, publishFrom: null, publishUntil: null },
      {
        pdf: opened(join(seedDir, 'recipe-documents', `${file}.pdf`)),
        cover: opened(join(seedDir, 'app-images', 'recipes', `${file}.png`)),
      },
    );
  }
}
