/**
 * Makes every server message of the signed-in area's features translatable
 * (portal-server-messages.ts), fetched apart: the patient's area calls it once it has rendered,
 * since its first screen shows none of them (8 KB brotli of its first visit). An error answered
 * before they arrive reads in the server's own words, already in the user's language.
 */
export function loadPortalServerMessages(): void {
  import('./portal-server-messages').catch(() => undefined);
}
