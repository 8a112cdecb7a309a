import type { AppDeps } from '../deps.js';

/**
 * What another feature does once files are attached to a saved study (the DICOM thumbnails and
 * previews are rendered): started in the background after the save answers, never part of it.
 * Features declare their steps; the app hands them to the studies where it is assembled
 * (`deps.filesAttached`).
 */
export type FilesAttachedStep = (deps: AppDeps, studyId: number) => Promise<void>;

export function announceFilesAttached(deps: AppDeps, studyId: number): void {
  for (const step of deps.filesAttached) deps.background.run('study files attached', () => step(deps, studyId));
}
