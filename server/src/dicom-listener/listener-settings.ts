import { aeTitleList } from '../../../shared/validation/lab-settings.js';
import type { AppDeps } from '../deps.js';
import { labSettingsRow } from '../settings/index.js';

export type ListenerSettings = { aeTitle: string; callingAeTitles: string[] };

/**
 * The AE titles the listener uses now: the lab settings' (/admin), else the server's defaults
 * (DICOM_AE_TITLE, DICOM_CALLING_AE_TITLES). Read at each association, so a change applies to the
 * next one without a restart.
 */
export async function listenerSettings(deps: AppDeps, defaults: ListenerSettings): Promise<ListenerSettings> {
  const row = await labSettingsRow(deps.systemDb);
  return {
    aeTitle: row.dicomAeTitle ?? defaults.aeTitle,
    callingAeTitles:
      row.dicomCallingAeTitles === null ? defaults.callingAeTitles : aeTitleList(row.dicomCallingAeTitles),
  };
}
