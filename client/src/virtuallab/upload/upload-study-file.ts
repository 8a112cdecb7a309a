import { msg } from '@lingui/core/macro';
import { apiHeaders } from '../../api/headers';
import { i18n } from '../../i18n/i18n';
import { translateServerError, translateServerMessage } from '../../i18n/server-messages';

/** A file inside a ZIP the server did not keep, and why (translated). */
export type RefusedZipEntry = { fileName: string; message: string };

/** What one upload stored for a study not saved yet (answer of POST /studies/uploads). */
export type StudyUploadDetail = {
  /** DICOM images among the stored files (each image of a ZIP is one file). */
  dicomImages: number;
  /** Files inside a ZIP that were not kept. */
  refused: RefusedZipEntry[];
};

export type StagedStudyUpload = { ids: string[]; detail: StudyUploadDetail };

export type StudyFileUpload = {
  promise: Promise<StagedStudyUpload>;
  abort: () => void;
};

/** Rejection of an upload the user cancelled: nothing to show. */
export class UploadCancelledError extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function stagedUploadOf(payload: unknown): StagedStudyUpload | null {
  const answer = payload as { files?: unknown; refused?: unknown } | null;
  if (!answer || !Array.isArray(answer.files) || answer.files.length === 0) return null;
  const files = answer.files as { id?: unknown; dicom?: unknown }[];
  const refused = Array.isArray(answer.refused) ? (answer.refused as Partial<RefusedZipEntry>[]) : [];
  return {
    ids: files.map((file) => String(file.id)),
    detail: {
      dicomImages: files.filter((file) => file.dicom !== null && typeof file.dicom === 'object').length,
      refused: refused.map((entry) => ({
        fileName: String(entry.fileName ?? ''),
        message: translateServerMessage(String(entry.message ?? '')),
      })),
    },
  };
}

/** The server's message ({ message, code, field }), in the interface language. */
function errorMessageOf(payload: unknown): string {
  const { message, messageKey } = (payload as { message?: unknown; messageKey?: string } | null) ?? {};
  return typeof message === 'string' && message !== ''
    ? translateServerError({ message, messageKey })
    : i18n._(msg`No fue posible subir el archivo.`);
}

/**
 * Uploads one result file to POST /studies/uploads (multipart, field "file"). XMLHttpRequest,
 * not fetch, because its upload events give the real progress of big files.
 */
export function uploadStudyFile(file: File, onProgress: (fraction: number) => void): StudyFileUpload {
  const request = new XMLHttpRequest();
  const promise = new Promise<StagedStudyUpload>((resolve, reject) => {
    request.open('POST', '/studies/uploads');
    for (const [name, value] of Object.entries(apiHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = readJson(request.responseText);
      const staged = request.status === 201 ? stagedUploadOf(payload) : null;
      if (staged) resolve(staged);
      else reject(new Error(errorMessageOf(payload)));
    };
    request.onerror = () =>
      reject(new Error(i18n._(msg`No fue posible conectar con el servidor. Inténtalo de nuevo.`)));
    request.onabort = () => reject(new UploadCancelledError());
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
  return { promise, abort: () => request.abort() };
}
