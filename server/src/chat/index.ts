/** Chats between patients, doctors and the lab: what chat offers the app. */
import type { Feature } from '../feature.js';
import { chatAccountDeletion } from './chat-account-deletion.js';
import { ChatResolver } from './chat.resolver.js';
import { chatRoutes } from './chat.rest.js';
import { chatStorageOwners } from './chat.service.js';

export { publishChatMessage, storeLabMessage } from './chat.service.js';

export const chatFeature: Feature = {
  name: 'chat',
  resolvers: [ChatResolver],
  routes: [chatRoutes],
  storageOwners: chatStorageOwners,
  accountDeletion: [chatAccountDeletion],
};
