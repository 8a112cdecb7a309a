import type { Database, Transaction } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import type { JobKind } from '../jobs/index.js';

/** What a files-attached job is told: the saved study whose files were attached. */
export type FilesAttachedData = { studyId: number };

/**
 * What a feature does once files are attached to a saved study (the DICOM JSON models completed,
 * the thumbnails and previews rendered): one of its job kinds, declared in its `filesAttached`
 * (and its `jobKinds`), never part of the save. It reads the study's files when it runs, so one
 * run covers every file attached until then; kinds keep one waiting job per study
 * (`oneWaitingPerKey`), keyed by `filesAttachedKey`.
 */
export type FilesAttachedJob = JobKind<FilesAttachedData>;

/** The key of a study's waiting files-attached jobs. */
export const filesAttachedKey = (studyId: number) => `study-${studyId}`;

/**
 * Stores each feature's files-attached job for the study in `tx`, the transaction that attached
 * the files (typed as the studies' helpers take it): the jobs exist exactly when the files are
 * attached. A job of the study still waiting takes these files too. `startAfter` lets files that
 * arrive one by one (a scanner's images) gather before the work is done once for them.
 */
export async function announceFilesAttached(
  deps: Pick<AppDeps, 'jobs' | 'filesAttached'>,
  tx: Database,
  studyId: number,
  options: { startAfter?: Date } = {},
): Promise<void> {
  for (const kind of deps.filesAttached) {
    await deps.jobs.send(
      kind,
      { studyId },
      { tx: tx as unknown as Transaction, singletonKey: filesAttachedKey(studyId), startAfter: options.startAfter },
    );
  }
}
