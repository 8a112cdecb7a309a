import { init as initCore } from '@cornerstonejs/core';
import { init as initLoader } from '@cornerstonejs/dicom-image-loader';
import {
  addTool,
  AngleTool,
  CrosshairsTool,
  init as initTools,
  LengthTool,
  PanTool,
  StackScrollTool,
  WindowLevelTool,
  ZoomTool,
} from '@cornerstonejs/tools';

/** The grant the image requests carry and what to do when the server says it is closed. */
type Access = { grant: string; onGone: () => void };
let access: Access | undefined;

/** Sets the grant every DICOMweb request of the viewer sends (one study is open at a time). */
export function setViewerAccess(next: Access): void {
  access = next;
}

/** The header that opens the study's images: a grant is good for one study only. */
export function grantHeaders(): Record<string, string> {
  return access ? { 'X-Viewer-Grant': access.grant } : {};
}

/** A 401 or 404 on the study's own images means the grant was closed (revoked, expired, signed out). */
export function reportGone(status: number): void {
  if (status === 401 || status === 404) access?.onGone();
}

let ready = false;

/**
 * Cornerstone's rendering core, the DICOM loader (decoding in its web workers, WebAssembly
 * codecs fetched when a transfer syntax needs them) and the tools, once per page.
 */
export function setupCornerstone(): void {
  if (ready) return;
  ready = true;
  initCore();
  initLoader({
    // Two cores are common on the phones and tablets that open the viewer: one worker each.
    maxWebWorkers: Math.max(1, Math.min(navigator.hardwareConcurrency || 1, 4)),
    beforeSend: () => grantHeaders(),
    errorInterceptor: (error) => reportGone(error.status ?? 0),
  });
  initTools();
  for (const tool of [WindowLevelTool, PanTool, ZoomTool, StackScrollTool, LengthTool, AngleTool, CrosshairsTool])
    addTool(tool);
}
