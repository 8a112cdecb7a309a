import ids from 'virtual:portal-message-ids';
import { portalMessages } from '../../../shared/portal-messages';
import { addServerMessages } from './server-messages';

// Imported by the signed-in area's layouts (StaffPortal, PatientLayout), so the public pages never download these texts.
addServerMessages(portalMessages, ids);
