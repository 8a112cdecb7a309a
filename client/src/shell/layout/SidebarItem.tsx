import ErrorIcon from '@mui/icons-material/Error';
import Badge from '@mui/material/Badge';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuItem } from './menu';

type Props = {
  item: MenuItem;
  active: boolean;
  collapsed: boolean;
  profilePending: boolean;
  onNavigate?: () => void;
  /** Inside an open group: indented. */
  nested?: boolean;
};

/** An entry of the sidebar: its icon, its title, the profile's alert and its count of waiting things. */
export function SidebarItem(props: Props) {
  const { useCount } = props.item;
  // An entry has or has not a count for the whole session, so the hook is always called or never.
  return useCount ? <CountedSidebarItem {...props} useCount={useCount} /> : <SidebarEntry {...props} waiting={null} />;
}

function CountedSidebarItem({ useCount, ...props }: Props & { useCount: NonNullable<MenuItem['useCount']> }) {
  const { count, label } = useCount();
  return <SidebarEntry {...props} waiting={count ? { count, label: label(count) } : null} />;
}

type Waiting = { count: number; label: string } | null;

function SidebarEntry({
  item,
  active,
  collapsed,
  profilePending,
  onNavigate,
  nested = false,
  waiting,
}: Props & { waiting: Waiting }) {
  const { t, i18n } = useLingui();
  const title = i18n._(item.title);
  const Icon = item.icon;
  const showAlert = item.isProfile === true && profilePending;
  const incomplete = t`Perfil incompleto`;
  const alertIcon = <ErrorIcon color="warning" fontSize="small" titleAccess={incomplete} aria-label={incomplete} />;

  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        minHeight: 44,
        px: 2.5,
        ps: nested ? 5 : 2.5,
        borderRadius: 1,
        mx: 1,
        justifyContent: collapsed ? 'center' : 'flex-start',
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: active ? 'primary.main' : undefined }}>
        {collapsed && showAlert ? (
          <Badge overlap="circular" badgeContent={alertIcon} sx={{ '& .MuiBadge-badge': { p: 0 } }}>
            <Icon />
          </Badge>
        ) : collapsed && waiting ? (
          <Badge color="primary" badgeContent={waiting.count} max={99}>
            <Icon />
          </Badge>
        ) : (
          <Icon />
        )}
      </ListItemIcon>
      {collapsed ? (
        <span className="visually-hidden" style={visuallyHidden}>
          {waiting ? `${title}, ${waiting.label}` : title}
        </span>
      ) : (
        <>
          <ListItemText primary={title} slotProps={{ primary: { sx: { fontSize: 15 } } }} />
          {showAlert && alertIcon}
          {waiting && (
            <>
              <Badge
                color="primary"
                badgeContent={waiting.count}
                max={99}
                aria-hidden
                sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
              />
              <span style={visuallyHidden}>{`, ${waiting.label}`}</span>
            </>
          )}
        </>
      )}
    </ListItemButton>
  );

  // Each entry is an <li> of the menu's list.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
