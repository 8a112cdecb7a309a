import { AppError } from '../common/errors.js';
import { defineJob } from '../jobs/index.js';
import type { FilesAttachedData } from '../studies/index.js';
import { readableInstances, type ReadableInstance } from './dicom-instances.js';
import { representativeImage } from './dicom-images.js';
import { serverReader } from './dicom-readers.js';

/**
 * Renders each series' thumbnail and preview once files are attached to a saved study, so the
 * first list or viewer that shows them reads kept images. Runs as the server (the save that sent
 * it was checked), one series after another.
 *
 * A repeated run finds the images made (a rendering is kept once per file and variant) and makes
 * nothing. A run that failed part-way made the images it finished; the next run makes the rest.
 * Bytes stored by a run that died before writing their row belong to no row, and the storage
 * sweep removes them past their grace.
 */
export const seriesImagesJob = defineJob<FilesAttachedData>({
  name: 'dicom-web.series-images',
  title: /*i18n*/ 'Miniaturas y vistas previas de un estudio',
  oneWaitingPerKey: true,
  // One study's images at a time on each instance: decoding shares the cores with every request.
  concurrency: 1,
  async run(deps, { studyId }, { signal }) {
    const reader = serverReader(deps, studyId);
    const instances = await readableInstances(reader.db, reader, {}).catch((error: unknown) => {
      // A study without DICOM images (or deleted since) has nothing to render.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return [];
      throw error;
    });
    const bySeries = new Map<string, ReadableInstance[]>();
    for (const instance of instances) {
      const key = `${instance.studyInstanceUid}/${instance.seriesInstanceUid}`;
      bySeries.set(key, [...(bySeries.get(key) ?? []), instance]);
    }
    for (const series of bySeries.values()) {
      // Stopping instance: what is made stays, the rest is made when the job runs again.
      signal.throwIfAborted();
      await representativeImage(deps, reader.db, series, 'thumbnail');
      await representativeImage(deps, reader.db, series, 'preview');
    }
  },
});
