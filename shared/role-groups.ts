import type { Role } from './limits.js';

/**
 * Who may do what, declared once: the server's @Access rules and service checks and the
 * client's guards and menus all read these groups.
 */
export const roleGroups = {
  /** Users, courses, the access log, settings. */
  admin: ['admin'],
  /** Who see the Administración group (every staff role but doctors) and read its screens; admins edit them. */
  administration: ['admin', 'laboratory', 'office-admin'],
  /** Everyone who works at or with the lab: the staff portal. */
  staff: ['admin', 'doctor', 'laboratory', 'office-admin'],
  /** Lab staff: who upload, edit, hide and delete study results, and find any doctor or patient. */
  studyStaff: ['admin', 'office-admin', 'laboratory'],
  /** Who read studies and study groups (a doctor only their own patients'). */
  studyReaders: ['admin', 'office-admin', 'laboratory', 'doctor'],
  /** Who read patients' records and a doctor's patient list (a doctor only their own patients). */
  patientReaders: ['admin', 'office-admin', 'laboratory', 'doctor'],
  /** Who register patients and edit their data (a doctor only their own patients, staff choose the doctor). */
  patientEditors: ['admin', 'office-admin', 'laboratory', 'doctor'],
  /** Whose accounts keep doctor / office data (SPEC point 3): their profile and user forms show it. */
  officeData: ['doctor', 'office-admin'],
  /** Who see the control board (/control). */
  controlBoard: ['admin', 'laboratory', 'doctor'],
  /** Who handle support requests (/soporte): see every request, assign, answer, close and reopen them. */
  support: ['admin', 'laboratory', 'office-admin'],
} as const satisfies Record<string, readonly Role[]>;

export type RoleGroup = keyof typeof roleGroups;

/** Whether `role` belongs to `group` (a role slug from the session, or undefined without one). */
export const inRoleGroup = (role: string | undefined, group: readonly Role[]): boolean =>
  role !== undefined && (group as readonly string[]).includes(role);
