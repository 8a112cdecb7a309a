import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../api/headers';
import { i18n } from '../../i18n/i18n';
import { saveFile } from '../save-file';

type AttachmentState =
  { status: 'loading' } | { status: 'ready'; url: string; mediaType: string } | { status: 'failed' };

/** Fetches an attachment with the session's bearer header (the file URL alone does not open). */
export async function fetchAttachment(url: string): Promise<Blob> {
  const response = await apiFetch(url);
  if (!response.ok) throw new Error(i18n._(msg`No fue posible descargar el archivo.`));
  return response.blob();
}

/** An object URL of the attachment while the component is shown; revoked afterwards. */
export function useAttachmentUrl(url: string, enabled: boolean): AttachmentState {
  const [state, setState] = useState<AttachmentState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let objectUrl: string | undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchAttachment(url).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', url: objectUrl, mediaType: blob.type });
      },
      () => {
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, enabled]);
  return state;
}

/** Saves an attachment under its own name (fetched with the bearer header, then downloaded). */
export async function downloadAttachment(url: string, fileName: string): Promise<void> {
  saveFile(await fetchAttachment(url), fileName);
}
