import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const ControlBoardPage = lazyNamed(() => import('./ControlBoardPage'), 'ControlBoardPage');

/** The control board, for admin, laboratory and doctors. */
export const controlPages: StaffPages = {
  controlBoard: [page('/control', <ControlBoardPage />, msg`Tablero de control`)],
};
