/** What the share links offer the rest of the client: the "Compartir" action of a study card. */
export { ShareStudyButton } from './ShareStudyButton';
