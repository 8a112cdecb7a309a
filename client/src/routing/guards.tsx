import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import type { Role } from '../../../shared/limits';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups';
import { isSessionEndedState, landingPath, loginPathFor, safeRedirect } from '../session/landing';
import { useStoredUser } from '../session/stored-user';
import { type AllowedAudience, deniedState } from '../shell/access-denied/denied-page';
import { useRouteTitle } from '../shell/route-handle';

/** To the user's landing page, saying there which page they may not open and who may. */
function Denied({ audience }: { audience: AllowedAudience }) {
  const user = useStoredUser();
  const page = useRouteTitle();
  if (!user) return null;
  return <Navigate to={landingPath(user)} replace state={deniedState(audience, page)} />;
}

/** Without a live session, to /login?redirect=<full path> (SPEC point 2 guards). */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) {
    const fullPath = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(fullPath)} replace />;
  }
  return children;
}

/** The root: landing page of the signed-in user, else the login screen. */
export function RootRedirect() {
  const user = useStoredUser();
  const { state } = useLocation();
  if (!user) return <Navigate to="/login" replace />;
  if (isSessionEndedState(state)) return null;
  return <Navigate to={landingPath(user)} replace />;
}

/** Session screens for visitors; a signed-in user goes on to the redirect target or landing. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const [params] = useSearchParams();
  const { state } = useLocation();
  if (user && !isSessionEndedState(state))
    return <Navigate to={safeRedirect(params.get('redirect')) ?? landingPath(user)} replace />;
  return children;
}

/** Staff pages are never shown to patients: they go to their own area, told why. */
export function StaffOnly() {
  const user = useStoredUser();
  if (user?.type.slug === 'patient') return <Denied audience="staff" />;
  return <Outlet />;
}

/** Slides, welcome modals, cookbook, notifications, courses and enrolment reports: admin only, others to their landing. */
export function AdminOnly() {
  const user = useStoredUser();
  if (user && !inRoleGroup(user.type.slug, roleGroups.admin)) return <Denied audience="admin" />;
  return <Outlet />;
}

/** The patient area; staff go to their landing page, told why. */
export function PatientOnly() {
  const user = useStoredUser();
  if (user && user.type.slug !== 'patient') return <Denied audience="patient" />;
  return <Outlet />;
}

/** /virtuallab: a doctor sees their own patient list. */
export function DoctorOwnListRedirect({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  if (user?.type.slug === 'doctor') return <Navigate to={`/virtuallab/${user.id}`} replace />;
  return children;
}

/** Pages of the given roles; anyone else goes to their landing page, told why. */
function RolesOnly({ roles }: { roles: readonly Role[] }) {
  const user = useStoredUser();
  if (user && !inRoleGroup(user.type.slug, roles)) return <Denied audience="other-roles" />;
  return <Outlet />;
}

/** Uploading results and the hidden studies: admin, office-admin and laboratory. */
export function StudyStaffOnly() {
  return <RolesOnly roles={roleGroups.studyStaff} />;
}

/** The Administración group's screens (SPEC point 2: every staff role but doctors); others to their landing. */
export function AdministrationOnly() {
  return <RolesOnly roles={roleGroups.administration} />;
}

/** The control board: admin, laboratory and doctor. */
export function ControlBoardOnly() {
  return <RolesOnly roles={roleGroups.controlBoard} />;
}
