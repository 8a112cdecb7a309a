import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isActive, isGroupOpen, type MenuGroup, type MenuItem } from './menu';
import { SidebarItem } from './SidebarItem';

type Props = {
  group: MenuGroup;
  pathname: string;
  /** Every entry of the menu: an entry is not current where another names the path exactly. */
  allItems: MenuItem[];
  collapsed: boolean;
  profilePending: boolean;
  onNavigate?: () => void;
};

/** A collapsible menu group; it opens by itself when the current page belongs to it. */
export function SidebarGroup({ group, pathname, allItems, collapsed, profilePending, onNavigate }: Props) {
  const { i18n } = useLingui();
  const current = isGroupOpen(group, pathname);
  const [open, setOpen] = useState(current);
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  const Icon = group.icon;
  const items = group.items.map((item) => (
    <SidebarItem
      key={item.path}
      item={item}
      active={isActive(item, pathname, allItems)}
      collapsed={collapsed}
      profilePending={profilePending}
      onNavigate={onNavigate}
      nested={!collapsed}
    />
  ));
  // Reduced to icons, the group's entries stand as icons of their own.
  if (collapsed) return <>{items}</>;

  // The group is one <li> of the menu holding its button and its own list.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        data-action={group.action}
        sx={{ minHeight: 44, px: 2.5, borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: current ? 'primary.main' : undefined }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={i18n._(group.title)} slotProps={{ primary: { sx: { fontSize: 15 } } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>{items}</List>
      </Collapse>
    </ListItem>
  );
}
