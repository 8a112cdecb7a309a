import type { Readable } from 'node:stream';
import { asc, eq, inArray } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { packageSchema } from '../../../shared/validation/package.js';
import type { Actor, Caller } from '../common/actor.js';
import { badInput, validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { contentStore } from './content-store.js';
import { imageContentWrites } from './image-content.js';
import { packages, packageStudyTypes, type PackageRow } from './packages.tables.js';
import { scopedDb } from '../access/index.js';
import type { Database } from '../db/client.js';

// Callers of the writes are admins (the system actor too, for the demo packages): the resolver's
// access rule says so, and the writes check it again before any upload is stored.

/** A package with the study types it includes, by name. */
export type PackageWithTypes = { row: PackageRow; studyTypes: readonly { id: number; name: string }[] };

// Lab and office staff read the list too (they see the Administración group).
const store = contentStore<PackageRow>(packages, [packages.name], roleGroups.administration);

/** Every package in position order; with `search`, those whose name holds each of its words (case and accents aside). */
export async function listPackages(deps: AppDeps, actor: Actor, search?: string | null) {
  const scoped = scopedDb(deps, actor);
  return withStudyTypes(scoped.db, await store.list(deps, actor, search));
}

export async function getPackage(deps: AppDeps, actor: Actor, id: number) {
  const scoped = scopedDb(deps, actor);
  return (await withStudyTypes(scoped.db, [await store.get(deps, actor, id)]))[0];
}

/** A new package goes last. Its image is required; a refused input or image stores nothing. */
export async function createPackage(deps: AppDeps, actor: Caller, input: unknown, image?: Readable | null) {
  const scoped = scopedDb(deps, actor);
  const { writes, chosenTypes } = packageWrites(scoped.db);
  const row = await writes.create(deps, actor, input, image ?? null);
  await linkStudyTypes(scoped.db, row.id, chosenTypes());
  return (await withStudyTypes(scoped.db, [row]))[0];
}

/** Saves every field (the position stays); without `image` the current one stays, with one the old files go. */
export async function updatePackage(deps: AppDeps, actor: Actor, id: number, input: unknown, image?: Readable | null) {
  const scoped = scopedDb(deps, actor);
  const { writes, chosenTypes } = packageWrites(scoped.db);
  const row = await writes.update(deps, actor, id, input, image ?? null);
  await linkStudyTypes(scoped.db, row.id, chosenTypes());
  return (await withStudyTypes(scoped.db, [row]))[0];
}

/** Deletes a package, its study type links and its image files. */
export async function deletePackage(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  const scoped = scopedDb(deps, actor);
  await packageWrites(scoped.db).writes.remove(deps, actor, id);
  return true;
}

/** Puts every package in the order of `ids` and answers them in that order. */
export async function reorderPackages(deps: AppDeps, actor: Actor, ids: readonly number[]) {
  const scoped = scopedDb(deps, actor);
  return withStudyTypes(scoped.db, await store.reorder(deps, actor, ids));
}

/**
 * The image writes of packages, validating with this database: the study types chosen must
 * exist. `chosenTypes` answers them once a write has validated its input.
 */
function packageWrites(db: Database) {
  let chosen: number[] = [];
  const writes = imageContentWrites<PackageRow>('packages', packages.image, store, async (input) => {
    const fields = await validateInput(packageSchema, input);
    chosen = await existingStudyTypes(db, fields.studyTypeIds);
    return {
      name: fields.name,
      description: fields.description,
      priceCents: fields.price.cents,
      published: fields.published,
      publishFrom: fields.publishFrom ?? null,
      publishUntil: fields.publishUntil ?? null,
    };
  });
  return { writes, chosenTypes: () => chosen };
}

/** The ids, each once, when every one names a study type; BAD_USER_INPUT on studyTypeIds otherwise. */
async function existingStudyTypes(db: Database, ids: readonly number[]): Promise<number[]> {
  const asked = [...new Set(ids)];
  const found = await db.select({ id: studyTypes.id }).from(studyTypes).where(inArray(studyTypes.id, asked));
  if (found.length !== asked.length) throw badInput('studyTypeIds', messages.packageStudyTypeUnknown);
  return asked;
}

/** Makes `ids` the package's study types, in one transaction. */
async function linkStudyTypes(db: Database, packageId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(packageStudyTypes).where(eq(packageStudyTypes.packageId, packageId));
    await tx.insert(packageStudyTypes).values(ids.map((studyTypeId) => ({ packageId, studyTypeId })));
  });
}

/** The rows with their study types, by name, in the rows' order. */
export async function withStudyTypes(db: Database, rows: readonly PackageRow[]): Promise<PackageWithTypes[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ packageId: packageStudyTypes.packageId, id: studyTypes.id, name: studyTypes.name })
    .from(packageStudyTypes)
    .innerJoin(studyTypes, eq(studyTypes.id, packageStudyTypes.studyTypeId))
    .where(
      inArray(
        packageStudyTypes.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(studyTypes.name));
  return rows.map((row) => ({
    row,
    studyTypes: links.filter((link) => link.packageId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}
