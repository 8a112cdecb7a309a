/**
 * The elements the welcome tour points at carry `data-tour` with one of these names, so the
 * layouts and features mark them without knowing the tour's steps.
 */
export const tourTargets = {
  /** The navigation menu: the staff sidebar, the patient's header links. */
  menu: 'menu',
  /** The header button that opens and closes the staff sidebar. */
  menuToggle: 'menu-toggle',
  /** The header chat button. */
  chat: 'chat',
  /** The patient's list of studies. */
  patientStudies: 'patient-studies',
  /** The patient's chat with the lab. */
  patientChat: 'patient-chat',
} as const;

export type TourTargetName = (typeof tourTargets)[keyof typeof tourTargets];

/** The CSS selector of a marked element. */
export const targetSelector = (name: TourTargetName) => `[data-tour="${name}"]`;

/** A link of the menu to a path; `prefix` also matches longer paths (/virtuallab/7). */
export const menuLinkSelector = (path: string, { prefix = false } = {}) =>
  `${targetSelector(tourTargets.menu)} a[href${prefix ? '^' : ''}="${path}"]`;
