// Imported by the signed-in area's layouts (StaffPortal, PatientLayout): there every server message
// is known (server-message-registry.ts), the portal's features' own among them, which the public
// pages never download.
import '../../../shared/messages';
import '../../../shared/portal-messages';
