/**
 * The DICOM listener and its inbox ("Recibidos del equipo"): what the scanners send arrives here,
 * is matched to a patient by their "ID para el equipo" or waits for staff to assign it.
 */
import type { Feature } from '../feature.js';
import { DicomInboxResolver } from './dicom-inbox.resolver.js';
import { startDicomListener } from './dicom-listener.js';

export const dicomListenerFeature: Feature = {
  name: 'dicom-listener',
  resolvers: [DicomInboxResolver],
  // The scanners' way in, when configured and the server listens; it closes before the database does.
  jobs: [
    async (deps, { serving }) => {
      if (!deps.config.dicomListener || !serving) return undefined;
      const listener = await startDicomListener(deps, deps.config.dicomListener);
      return { stop: () => listener.close() };
    },
  ],
};
