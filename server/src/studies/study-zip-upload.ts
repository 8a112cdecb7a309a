import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { messages } from '../../../shared/messages.js';
import type { Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import type { SpooledFile } from '../files/index.js';
import { uploadFailure } from '../http/uploads.js';
import { dicomHeaderReader } from './dicom-header.js';
import { stageStudyFile, studyFilePrefix, type StagedFile } from './study-files.service.js';

/** A file of the upload the server did not keep, and why (in Spanish, like every answer). */
export type RefusedFile = { fileName: string; message: string };

/** What one upload staged: a file, or each DICOM image of a ZIP, and what it refused inside the ZIP. */
export type StagedUpload = { files: StagedFile[]; refused: RefusedFile[] };

const zipName = /\.zip$/i;
/** What a ZIP exported by a scanner or a viewer carries besides the images: never result files. */
const ignoredEntry = /(^|\/)(__MACOSX\/|\._)|(^|\/)DICOMDIR$|\/$/i;

/**
 * One uploaded file for a study not saved yet. A ZIP that holds DICOM images (a CBCT exported
 * with or without DICOMDIR) is opened and each image staged on its own, indexed like any DICOM
 * upload; a damaged image inside is refused by name and the others are kept. A ZIP without DICOM
 * images is kept as one file, as before. The ZIP is spooled to disk, never to memory, because its
 * directory is at its end: into the storage's spool folder, metered (size, SHA-256, type, DICOM
 * header) as it is written, so that a ZIP kept whole is moved into storage rather than read again
 * (a bucket receives it while it is spooled, and the copy goes when the ZIP is not kept whole).
 */
export async function stageStudyUpload(
  deps: AppDeps,
  actor: Actor,
  upload: { stream: Readable; name: string },
): Promise<StagedUpload> {
  if (!zipName.test(upload.name)) return { files: [await stageStudyFile(deps, actor, upload)], refused: [] };
  await mkdir(deps.storage.spoolFolder, { recursive: true });
  const folder = await mkdtemp(join(deps.storage.spoolFolder, 'study-zip-'));
  let spooled: SpooledFile | undefined;
  let kept = false;
  try {
    const header = dicomHeaderReader({ metadata: 'later' });
    try {
      spooled = await deps.storage.spool(studyFilePrefix, upload.stream, join(folder, 'upload.zip'), {
        maxBytes: deps.config.studyFileSizeLimitMb * 1024 * 1024,
        field: 'file',
        tap: header.take,
      });
    } catch (error) {
      throw uploadFailure(error, 'file') ?? error;
    }
    const expanded = await stageDicomEntries(deps, actor, spooled.path).catch(() => null);
    if (expanded && (expanded.files.length > 0 || expanded.refused.length > 0)) return expanded;
    // Not a ZIP that can be opened, or no DICOM image in it: the file itself, checked like any other.
    const whole = await stageStudyFile(deps, actor, { spooled, header, name: upload.name });
    kept = true;
    return { files: [whole], refused: [] };
  } finally {
    // Refused or failed, adopt let its copy go itself; expanded, the bucket's copy goes here.
    if (!kept) await spooled?.sent?.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Every entry of the ZIP that is DICOM, staged one after the other; entries of other kinds are left out. */
async function stageDicomEntries(deps: AppDeps, actor: Actor, path: string): Promise<StagedUpload> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const staged: StagedUpload = { files: [], refused: [] };
  try {
    for await (const entry of entries(zip)) {
      if (ignoredEntry.test(entry.fileName)) continue;
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      try {
        staged.files.push(await stageStudyFile(deps, actor, { stream, name: entry.fileName }, ['application/dicom']));
      } catch (error) {
        stream.resume();
        if (!(error instanceof AppError) || error.code !== 'BAD_USER_INPUT') throw error;
        // Something else than DICOM (a viewer program, a text file) is not a result: it is left out quietly.
        if (error.message === messages.studyFileTypeInvalid) continue;
        staged.refused.push({ fileName: entry.fileName, message: error.message });
      }
    }
  } catch (error) {
    zip.close();
    throw error;
  }
  return staged;
}

/** The ZIP's entries one at a time, the next read only when the previous one is done with. */
async function* entries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  while (true) {
    const next = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (entry: yauzl.Entry) => done(() => resolve(entry));
      const onEnd = () => done(() => resolve(null));
      const onError = (error: Error) => done(() => reject(error));
      const done = (settle: () => void) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        settle();
      };
      zip.once('entry', onEntry).once('end', onEnd).once('error', onError);
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}
