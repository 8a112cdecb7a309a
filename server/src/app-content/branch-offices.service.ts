import type { Readable } from 'node:stream';
import { roleGroups } from '../../../shared/role-groups.js';
import { branchOfficeSchema } from '../../../shared/validation/branch-office.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { keysOfImage, sendImageAvif } from '../files/index.js';
import { branchOffices, type BranchOfficeRow } from './branch-offices.tables.js';
import { discardFiles, saveWithFiles, storeAppImage } from './content-files.js';
import { contentStore } from './content-store.js';

// Callers of the writes are admins (the system actor too, for the demo offices): the resolver's
// access rule says so, and these functions and the store check it again.

const store = contentStore<BranchOfficeRow>(branchOffices, [branchOffices.name, branchOffices.address]);
const storageKind = 'branch-offices';

/** An uploaded image, opened only once the input is valid (so refused input stores nothing). */
export type OpenImage = () => Promise<Readable>;

/** Every branch office in position order; with `search`, those whose name or address hold each of its words. */
export const listBranchOffices = (deps: AppDeps, actor: Actor, search?: string | null) =>
  store.list(deps, actor, search);

export const getBranchOffice = (deps: AppDeps, actor: Actor, id: number) => store.get(deps, actor, id);

/** A new branch office goes last; its image is optional. */
export async function createBranchOffice(
  deps: AppDeps,
  actor: Caller,
  input: unknown,
  image?: OpenImage,
): Promise<BranchOfficeRow> {
  requireRole(actor, withSystem(roleGroups.admin));
  const values = await branchOfficeValues(input);
  const stored = image ? await storeAppImage(deps, storageKind, await image()) : null;
  const row = await saveWithFiles(deps, keysOfImage(stored), () =>
    store.create(deps, actor, { ...values, image: stored }),
  );
  await sendImageAvif(deps, branchOffices.image, stored);
  return row;
}

/**
 * Saves every field (the position stays). A new image replaces the current one; without one the
 * image stays, unless `removeImage` asks to go without. Replaced files leave the storage.
 */
export async function updateBranchOffice(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: unknown,
  change: { image?: OpenImage; removeImage?: boolean } = {},
): Promise<BranchOfficeRow> {
  requireRole(actor, withSystem(roleGroups.admin));
  const values = await branchOfficeValues(input);
  const current = await store.get(deps, actor, id);
  const replacesImage = Boolean(change.image || change.removeImage);
  const stored = change.image ? await storeAppImage(deps, storageKind, await change.image()) : null;
  const row = await saveWithFiles(deps, keysOfImage(stored), () =>
    store.update(deps, actor, id, replacesImage ? { ...values, image: stored } : values),
  );
  if (replacesImage) await discardFiles(deps, keysOfImage(current.image));
  await sendImageAvif(deps, branchOffices.image, stored);
  return row;
}

/** Deletes a branch office and its image files. */
export async function deleteBranchOffice(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  const row = await store.remove(deps, actor, id);
  await discardFiles(deps, keysOfImage(row.image));
  return true;
}

/** Puts every branch office in the order of `ids` and answers them in that order. */
export const reorderBranchOffices = (deps: AppDeps, actor: Actor, ids: readonly number[]) =>
  store.reorder(deps, actor, ids);

async function branchOfficeValues(input: unknown) {
  const office = await validateInput(branchOfficeSchema, input);
  return {
    name: office.name,
    address: office.address,
    lat: office.lat,
    lng: office.lng,
    directions: office.directions ?? null,
    mapServiceUrl: office.mapServiceUrl ?? null,
    contacts: office.contacts.map(({ name, phone }) => ({ name, phone })),
    phones: office.phones,
    openingHours: office.openingHours ?? null,
    published: office.published,
    publishFrom: office.publishFrom ?? null,
    publishUntil: office.publishUntil ?? null,
  };
}
