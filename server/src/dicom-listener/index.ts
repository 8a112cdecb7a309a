/**
 * The DICOM listener and its inbox ("Recibidos del equipo"): what the scanners send arrives here,
 * is matched to a patient by their "ID para el equipo" or waits for staff to assign it.
 */
export { startDicomListener, type DicomListener, type DicomListenerOptions } from './dicom-listener.js';
export { DicomInboxResolver } from './dicom-inbox.resolver.js';
