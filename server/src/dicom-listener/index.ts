/**
 * The DICOM listener and its inbox ("Recibidos del equipo"): what the scanners send arrives here,
 * is matched to a patient by their "ID para el equipo" or waits for staff to assign it.
 */
import type { Feature } from '../feature.js';
import { DicomInboxResolver } from './dicom-inbox.resolver.js';

export const dicomListenerFeature: Feature = {
  name: 'dicom-listener',
  resolvers: [DicomInboxResolver],
  // The scanners' way in, when configured and the server listens; it closes before the database does.
  jobs: [
    async (deps, { serving }) => {
      if (!deps.config.dicomListener || !serving) return undefined;
      // Imported only when configured: dcmjs-dimse requires dcmjs's 1.4 MB UMD build, whose source
      // text the module loader keeps three times (8 MiB of heap) in a server that never listens.
      const { startDicomListener } = await import('./dicom-listener.js');
      const listener = await startDicomListener(deps, deps.config.dicomListener);
      return { stop: () => listener.close() };
    },
  ],
};
