import { accessLogMenu } from '../access-log/menu';
import { branchOfficesMenu } from '../app-content/branch-offices/menu';
import { controlMenu } from '../control/menu';
import { courseAdminMenu } from '../courses/admin/menu';
import { dicomInboxMenu } from '../dicom-inbox/menu';
import { faqMenu } from '../app-content/faq/menu';
import { notificationsMenu } from '../notifications/menu';
import { packagesMenu } from '../app-content/packages/menu';
import { panelMenu } from '../panel/menu';
import { profileMenu } from '../profile/menu';
import { qualityMenu } from '../quality/menu';
import { recipesMenu } from '../app-content/recipes/menu';
import { servicesMenu } from '../app-content/services/menu';
import type { StoredUser } from '../session/stored-user';
import { settingsMenu } from '../settings/menu';
import type { Menu, MenuEntry, MenuItem } from '../shell/layout/menu';
import type { MenuPlacement, MenuSlot } from '../shell/layout/menu-placement';
import { slidesMenu } from '../app-content/slides/menu';
import { studyGroupsMenu } from '../study-groups/menu';
import { supportMenu } from '../support/menu';
import { usersMenu } from '../users/menu';
import { virtualLabMenu } from '../virtuallab/menu';
import { welcomeModalsMenu } from '../app-content/welcome-modals/menu';

/** Every feature's sidebar entries (each declared in the feature's menu.ts). A new feature adds one line. */
const placements: MenuPlacement[] = [
  ...panelMenu,
  ...welcomeModalsMenu,
  ...servicesMenu,
  ...slidesMenu,
  ...notificationsMenu,
  ...recipesMenu,
  ...branchOfficesMenu,
  ...studyGroupsMenu,
  ...virtualLabMenu,
  ...dicomInboxMenu,
  ...courseAdminMenu,
  ...controlMenu,
  ...accessLogMenu,
  ...supportMenu,
  ...usersMenu,
  ...profileMenu,
  ...settingsMenu,
  ...packagesMenu,
  ...faqMenu,
  ...qualityMenu,
];

type MainPlacement = Extract<MenuPlacement, { main: unknown }>;
type AdministrationPlacement = Extract<MenuPlacement, { administration: number }>;
const isMain = (placement: MenuPlacement): placement is MainPlacement => 'main' in placement;

const mainOf = (slot: MenuSlot, user: StoredUser): MenuEntry[] =>
  placements
    .filter(isMain)
    .filter((placement) => placement.main[slot] !== undefined)
    .sort((a, b) => (a.main[slot] ?? 0) - (b.main[slot] ?? 0))
    .map(({ entry }) => (typeof entry === 'function' ? entry(user) : entry));

const administration: MenuItem[] = placements
  .filter((placement): placement is AdministrationPlacement => !isMain(placement))
  .sort((a, b) => a.administration - b.administration)
  .map(({ entry }) => entry);

/** The sidebar of each staff role (SPEC point 6): the administrator in demo mode sees only users and virtuallab. */
export function staffMenu(user: StoredUser, demoMode: boolean): Menu {
  switch (user.type.slug) {
    case 'admin':
      return demoMode
        ? { main: mainOf('admin-demo', user), administration: [] }
        : { main: mainOf('admin', user), administration };
    case 'doctor':
      return { main: mainOf('doctor', user), administration: [] };
    case 'laboratory':
    case 'office-admin':
      return { main: mainOf(user.type.slug, user), administration };
    case 'patient':
      return { main: [], administration: [] };
  }
}
