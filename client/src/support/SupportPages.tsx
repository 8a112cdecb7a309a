import { inRoleGroup, roleGroups } from '../../../shared/role-groups';
import { useStoredUser } from '../session/stored-user';
import { MySupportRequestPage } from './MySupportRequestPage';
import { MySupportRequests } from './MySupportRequests';
import { NewSupportRequestForm } from './NewSupportRequestForm';
import { SupportDeskRequestPage } from './SupportDeskRequestPage';
import { SupportInboxPage } from './SupportInboxPage';
import { supportPathsUnder } from './support-labels';

const portalPaths = supportPathsUnder('/soporte');
const patientPaths = supportPathsUnder('/paciente/soporte');

/** Whether the signed-in user handles support (admin, laboratory, office-admin) rather than asks for it. */
function useIsSupportStaff() {
  return inRoleGroup(useStoredUser()?.type.slug, roleGroups.support);
}

/** /soporte: the support staff's inbox, or a doctor's own requests. */
export function SupportPage() {
  return useIsSupportStaff() ? <SupportInboxPage paths={portalPaths} /> : <MySupportRequests paths={portalPaths} />;
}

/** /soporte/:id: a request as the support staff handle it, or a doctor's own request. */
export function SupportRequestPage() {
  return useIsSupportStaff() ? (
    <SupportDeskRequestPage paths={portalPaths} />
  ) : (
    <MySupportRequestPage paths={portalPaths} />
  );
}

/** /soporte/nueva: a request of one's own (the support staff may send one too). */
export function NewSupportRequestPage() {
  return <NewSupportRequestForm paths={portalPaths} />;
}

/** /paciente/soporte: the patient's requests. */
export function PatientSupportPage() {
  return <MySupportRequests paths={patientPaths} />;
}

/** /paciente/soporte/:id: one of the patient's requests. */
export function PatientSupportRequestPage() {
  return <MySupportRequestPage paths={patientPaths} />;
}

/** /paciente/soporte/nueva. */
export function PatientNewSupportRequestPage() {
  return <NewSupportRequestForm paths={patientPaths} />;
}
