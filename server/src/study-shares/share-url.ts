import type { AppDeps } from '../deps.js';

/** The landing page of a share link, on the portal's public address. */
export const shareUrl = (deps: AppDeps, token: string) => `${deps.config.publicUrl}/compartir/${token}`;
