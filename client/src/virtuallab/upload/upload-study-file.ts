import { msg } from '@lingui/core/macro';
import { apiHeaders } from '../../api/headers';
import { i18n } from '../../i18n/i18n';
import { translateServerMessage } from '../../i18n/server-messages';

/** A file stored for a study that is not saved yet (answer of POST /studies/uploads). */
export type StagedStudyFile = { id: string; name: string; mediaType: string; size: number; checksum: string };

export type StudyFileUpload = {
  promise: Promise<StagedStudyFile>;
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

function stagedFileOf(payload: unknown): StagedStudyFile | null {
  const data = (payload as { data?: Record<string, unknown> } | null)?.data;
  if (!data || (typeof data.id !== 'number' && typeof data.id !== 'string') || typeof data.name !== 'string')
    return null;
  return {
    id: String(data.id),
    name: data.name,
    mediaType: typeof data.mediaType === 'string' ? data.mediaType : '',
    size: typeof data.size === 'number' ? data.size : 0,
    checksum: typeof data.checksum === 'string' ? data.checksum : '',
  };
}

/** The server's message ({ message, code, field }), in the interface language. */
function errorMessageOf(payload: unknown): string {
  const message = (payload as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== ''
    ? translateServerMessage(message)
    : i18n._(msg`No fue posible subir el archivo.`);
}

/**
 * Uploads one result file to POST /studies/uploads (multipart, field "file"). XMLHttpRequest,
 * not fetch, because its upload events give the real progress of big files.
 */
export function uploadStudyFile(file: File, onProgress: (fraction: number) => void): StudyFileUpload {
  const request = new XMLHttpRequest();
  const promise = new Promise<StagedStudyFile>((resolve, reject) => {
    request.open('POST', '/studies/uploads');
    for (const [name, value] of Object.entries(apiHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = readJson(request.responseText);
      const staged = request.status === 201 ? stagedFileOf(payload) : null;
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
