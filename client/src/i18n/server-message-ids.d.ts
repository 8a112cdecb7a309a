declare module 'virtual:server-message-ids' {
  import type { MessageKey } from '../../../shared/messages';
  /** The catalogue id of each server message (scripts/vite-server-texts.ts). */
  const ids: Record<MessageKey, string>;
  export default ids;
}

declare module 'virtual:portal-message-ids' {
  import type { PortalMessageKey } from '../../../shared/portal-messages';
  /** The catalogue id of each message of the signed-in portal's features (scripts/vite-server-texts.ts). */
  const ids: Record<PortalMessageKey, string>;
  export default ids;
}
