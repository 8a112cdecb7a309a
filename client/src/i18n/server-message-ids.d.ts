declare module 'virtual:server-message-ids' {
  import type { MessageKey } from '../../../shared/messages';
  /** The catalogue id of each server message (scripts/vite-server-texts.ts). */
  const ids: Record<MessageKey, string>;
  export default ids;
}
