import { and, asc, eq, getTableName } from 'drizzle-orm';
import { contentSnapshot } from '../common/content-snapshot.js';
import { contentKinds, type ContentKind } from '../common/content-versions.js';
import type { AppDeps } from '../deps.js';
import { branchOffices, type BranchOfficeRow } from './branch-offices.tables.js';
import type { ContentTable } from './content-store.js';
import { faqs, type FaqRow } from './faq.tables.js';
import { withStudyTypes } from './packages.service.js';
import { packages, type PackageRow } from './packages.tables.js';
import { visibleAt } from './publication.js';
import { recipes, type RecipeRow } from './recipes.tables.js';
import { services, type ServiceRow } from './services.tables.js';
import { slides, type SlideRow } from './slides.tables.js';
import { welcomeModals, type WelcomeModalRow } from './welcome-modals.tables.js';

// What the app shows anyone, signed in or not: public content, read through the unchecked handle
// (there is no actor and nothing is owned). The administration's reads and writes go through the
// caller's scopedDb (content-store.ts).

/**
 * Published items of `table` inside their window now, in position order. Read again only when the
 * table changes or a window opens or closes (common/content-snapshot.ts).
 */
function publicList<Row>(table: ContentTable): (deps: AppDeps) => Promise<readonly Row[]> {
  return contentSnapshot([kindOf(table)], async (deps: AppDeps, now) =>
    Object.freeze(
      (await deps.systemDb
        .select()
        .from(table)
        .where(visibleAt(table, now))
        .orderBy(asc(table.position), asc(table.id))) as Row[],
    ),
  );
}

/** What the app shows: published FAQs inside their window, in position order. */
export const listPublicFaqs = publicList<FaqRow>(faqs);

/** What the app's carousel shows: published slides inside their window, in position order. */
export const listPublicSlides = publicList<SlideRow>(slides);

/** What the app shows: published services inside their window, in position order. */
export const listPublicServices = publicList<ServiceRow>(services);

/** What the app shows on opening: published modals inside their window, in position order. */
export const listPublicWelcomeModals = publicList<WelcomeModalRow>(welcomeModals);

/** What the app shows: published branch offices inside their window, in position order. */
export const listPublicBranchOffices = publicList<BranchOfficeRow>(branchOffices);

/** What the app shows: published recipes inside their window, in position order. */
export const listPublicRecipes = publicList<RecipeRow>(recipes);

const publicPackages = publicList<PackageRow>(packages);

/** What the app shows: published packages inside their window, in position order. */
export const listPublicPackages = async (deps: AppDeps) => withStudyTypes(deps.systemDb, await publicPackages(deps));

/** The app's front document: the recipe marked as front, when it is published and inside its window; else null. */
export async function frontRecipe(deps: AppDeps, now = new Date()): Promise<RecipeRow | null> {
  const [row] = await deps.systemDb
    .select()
    .from(recipes)
    .where(and(eq(recipes.isFront, true), visibleAt(recipes, now)))
    .limit(1);
  return row ?? null;
}

/** A content table's kind in content_versions is its name, as its trigger says (migration 0012_app_content). */
function kindOf(table: ContentTable): ContentKind {
  const name = getTableName(table);
  const kind = contentKinds.find((known) => known === name);
  if (!kind) throw new Error(`${name} has no row in content_versions`);
  return kind;
}
