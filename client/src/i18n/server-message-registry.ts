/**
 * The catalogue id of each server message the client knows, by its Spanish text. A group of the
 * server's messages (shared/messages/, shared/portal-messages.ts) adds its own when the client
 * imports it (scripts/vite-server-texts.ts): a page knows the texts of its own checks, those that
 * any request may be answered with (server-messages.ts imports them), and, in the signed-in area,
 * every one (portal-server-messages.ts). A first visit thus downloads only the groups its page uses.
 */
const idByText = new Map<string, string>();

/** Makes `texts` (Spanish, by key) translatable, each with its catalogue id in `textIds`. */
export function addServerMessages<Key extends string>(texts: Record<Key, string>, textIds: Record<Key, string>): void {
  for (const key of Object.keys(texts) as Key[]) idByText.set(texts[key], textIds[key]);
}

/** The catalogue id of a server message's Spanish text; undefined for a text no imported group has. */
export const serverMessageId = (text: string): string | undefined => idByText.get(text);
