// Imported by the staff portal, and fetched by the patient's area once it has rendered
// (load-portal-server-messages.ts): there every server message is known
// (server-message-registry.ts), the portal's features' own among them, which the public pages
// never download.
import '../../../shared/messages';
import '../../../shared/portal-messages';
