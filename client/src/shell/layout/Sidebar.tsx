import Logout from '@mui/icons-material/Logout';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { AppSettingsDocument } from '../../gql/graphql';
import type { StoredUser } from '../../session/stored-user';
import { isActive, isGroup, menuItems, type MenuEntry, type MenuOf } from './menu';
import { useLogoutAfterUploads } from '../uploads/use-logout-after-uploads';
import { SidebarGroup } from './SidebarGroup';
import { SidebarItem } from './SidebarItem';
import { tourTargets } from '../welcome-tour/tour-targets';

export const drawerWidth = 264;
export const collapsedWidth = 72;

type Props = {
  user: StoredUser;
  menuOf: MenuOf;
  /** Desktop: permanent drawer, possibly reduced to icons. Mobile: temporary drawer. */
  desktop: boolean;
  collapsed: boolean;
  /** Box layout: the drawer stays inside the centred box instead of the window edge. */
  boxed: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
};

export function Sidebar({ user, menuOf, desktop, collapsed, boxed, mobileOpen, onMobileClose }: Props) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const logout = useLogoutAfterUploads();
  const isAdmin = user.type.slug === 'admin';
  const { data } = useQuery(AppSettingsDocument, { skip: !isAdmin });
  const menu = menuOf(user, data?.appSettings.demoMode ?? false);
  const allItems = menuItems(menu);
  const mini = desktop && collapsed;
  const width = mini ? collapsedWidth : drawerWidth;
  const closeOnMobile = desktop ? undefined : onMobileClose;

  const renderItems = (entries: MenuEntry[]) =>
    entries.map((item) =>
      isGroup(item) ? (
        <SidebarGroup
          key={item.action}
          group={item}
          pathname={pathname}
          allItems={allItems}
          collapsed={mini}
          profilePending={user.profile_completion_pending}
          onNavigate={closeOnMobile}
        />
      ) : (
        <SidebarItem
          key={item.path}
          item={item}
          active={isActive(item, pathname, allItems)}
          collapsed={mini}
          profilePending={user.profile_completion_pending}
          onNavigate={closeOnMobile}
        />
      ),
    );

  const logoutButton = (
    <ListItemButton
      onClick={() => void logout()}
      sx={{ minHeight: 44, px: 2.5, mx: 1, borderRadius: 1, justifyContent: mini ? 'center' : 'flex-start' }}
      aria-label={mini ? t`Cerrar sesión` : undefined}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
        <Logout />
      </ListItemIcon>
      {!mini && <ListItemText primary={t`Cerrar sesión`} />}
    </ListItemButton>
  );

  const content = (
    <>
      <Toolbar />
      <Box
        component="nav"
        aria-label={t`Menú principal`}
        data-tour={tourTargets.menu}
        sx={{ overflowY: 'auto', overflowX: 'hidden', py: 1 }}
      >
        <List disablePadding>{renderItems(menu.main)}</List>
        {menu.administration.length > 0 && (
          <List
            disablePadding
            subheader={
              mini ? (
                <Divider component="li" sx={{ my: 1 }} />
              ) : (
                <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px', mt: 1 }}>
                  {t`Administración`}
                </ListSubheader>
              )
            }
          >
            {renderItems(menu.administration)}
          </List>
        )}
        <Divider sx={{ my: 1 }} />
        <List disablePadding>
          <ListItem disablePadding sx={{ display: 'block' }}>
            {mini ? (
              <Tooltip title={t`Cerrar sesión`} placement="right">
                {logoutButton}
              </Tooltip>
            ) : (
              logoutButton
            )}
          </ListItem>
        </List>
      </Box>
    </>
  );

  if (!desktop) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        sx={{ '& .MuiDrawer-paper': { width: drawerWidth } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          ...(boxed && { position: 'sticky', top: 0, height: '100vh' }),
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      {content}
    </Drawer>
  );
}
