import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { tourTargets } from '../shell/welcome-tour/tour-targets';

/** One page of the patient's menu. */
export type PatientLink = { icon: ReactNode; label: string; to: string };

/** Height of the bar, kept free at the bottom of the page so it covers nothing. */
export const phoneNavHeightPx = 64;

/** On a phone, the patient's menu as a bar at the bottom of the screen: each page's icon with its name under it. */
export function PatientPhoneNav({ links }: { links: PatientLink[] }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const current = links.find((link) => link.to === pathname)?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label={t`Menú del paciente`}
      data-tour={tourTargets.menu}
      elevation={8}
      square
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      <BottomNavigation showLabels value={current} sx={{ height: phoneNavHeightPx }}>
        {links.map((link) => (
          <BottomNavigationAction
            key={link.to}
            value={link.to}
            label={link.label}
            icon={link.icon}
            component={RouterLink}
            to={link.to}
            aria-current={link.to === current ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
