import { msg } from '@lingui/core/macro';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AddBox from '@mui/icons-material/AddBox';
import Assessment from '@mui/icons-material/Assessment';
import Biotech from '@mui/icons-material/Biotech';
import Dashboard from '@mui/icons-material/Dashboard';
import Groups from '@mui/icons-material/Groups';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Insights from '@mui/icons-material/Insights';
import ListAlt from '@mui/icons-material/ListAlt';
import ManageSearch from '@mui/icons-material/ManageSearch';
import MedicalServices from '@mui/icons-material/MedicalServices';
import Inventory2 from '@mui/icons-material/Inventory2';
import MenuBook from '@mui/icons-material/MenuBook';
import Notifications from '@mui/icons-material/Notifications';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Poll from '@mui/icons-material/Poll';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import SettingsInputAntenna from '@mui/icons-material/SettingsInputAntenna';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import Slideshow from '@mui/icons-material/Slideshow';
import Store from '@mui/icons-material/Store';
import SupportAgent from '@mui/icons-material/SupportAgent';
import WebAsset from '@mui/icons-material/WebAsset';
import { usePendingReceivedCount } from '../dicom-inbox/use-pending-received-count';
import type { StoredUser } from '../session/stored-user';
import type { Menu, MenuEntry, MenuGroup, MenuItem } from '../shell/layout/menu';

const profile: MenuItem = { title: msg`Perfil`, path: '/profile', icon: AccountCircle, isProfile: true };
const virtualLab: MenuItem = { title: msg`Laboratorio virtual`, path: '/virtuallab', icon: Biotech };
/** What the scanners sent and staff have yet to assign (study staff). */
const dicomInbox: MenuItem = {
  title: msg`Recibidos del equipo`,
  path: '/virtuallab/recibidos',
  icon: SettingsInputAntenna,
  useCount: usePendingReceivedCount,
};
const control: MenuItem = { title: msg`Tablero de control`, path: '/control', icon: Dashboard };
/** Support requests: the support staff's inbox, a doctor's own requests. */
const support: MenuItem = { title: msg`Soporte`, path: '/soporte', icon: SupportAgent };
const users: MenuGroup = {
  action: 'view-users',
  title: msg`Usuarios`,
  icon: People,
  items: [
    { title: msg`Listado de usuarios`, path: '/users/index', icon: ListAlt },
    { title: msg`Nuevo usuario`, path: '/users/create', icon: PersonAdd, exact: true },
  ],
};

const adminMain: MenuEntry[] = [
  { title: msg`Panel`, path: '/panel', icon: SpaceDashboard },
  {
    action: 'view-wmodals',
    title: msg`Modales de bienvenida`,
    icon: WebAsset,
    items: [
      { title: msg`Listado de modales`, path: '/welcome-modals/index', icon: ListAlt },
      { title: msg`Nuevo modal`, path: '/welcome-modals/create', icon: AddBox, exact: true },
    ],
  },
  {
    action: 'view-services',
    title: msg`Servicios`,
    icon: MedicalServices,
    items: [
      { title: msg`Listado de servicios`, path: '/services/index', icon: ListAlt },
      { title: msg`Nuevo servicio`, path: '/services/create', icon: AddBox, exact: true },
    ],
  },
  { title: msg`Slides`, path: '/slides/index', icon: Slideshow },
  { title: msg`Notificaciones`, path: '/notifications', icon: Notifications },
  { title: msg`Recetario`, path: '/cookbook/index', icon: MenuBook },
  { title: msg`Sucursales`, path: '/branch-offices/index', icon: Store },
  { title: msg`Grupos de estudio`, path: '/study-groups/index', icon: Groups },
  virtualLab,
  dicomInbox,
  { title: msg`Cursos`, path: '/courses/index', icon: School },
  { title: msg`Reporte de inscripciones`, path: '/report-inscription/index', icon: Assessment },
  control,
  { title: msg`Registro de accesos`, path: '/access-log', icon: ManageSearch },
  support,
  users,
  profile,
];

const administration: MenuItem[] = [
  { title: msg`Ajustes`, path: '/admin', icon: Settings },
  { title: msg`Paquetes`, path: '/package-group', icon: Inventory2 },
  { title: msg`Preguntas frecuentes`, path: '/faq', icon: HelpOutlined },
  { title: msg`Encuesta de calidad`, path: '/quality-s', icon: Poll },
  { title: msg`Indicadores de calidad`, path: '/quality-indicators', icon: Insights },
];

/** The sidebar of each staff role (SPEC point 6). */
export function staffMenu(user: StoredUser, demoMode: boolean): Menu {
  switch (user.type.slug) {
    case 'admin':
      // Demo mode (SPEC point 6): only users and virtuallab.
      return demoMode ? { main: [users, virtualLab], administration: [] } : { main: adminMain, administration };
    case 'doctor':
      return {
        main: [{ ...virtualLab, path: `/virtuallab/${user.id}` }, profile, control, support],
        administration: [],
      };
    case 'laboratory':
      return { main: [profile, virtualLab, dicomInbox, control, support], administration };
    case 'office-admin':
      return { main: [virtualLab, dicomInbox, profile, support], administration };
    case 'patient':
      return { main: [], administration: [] };
  }
}
