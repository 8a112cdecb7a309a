import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLayoutSettings } from '../shell/theme/layout-settings';
import { SearchDialog } from './SearchDialog';

/**
 * The mobile search form (SPEC point 1): on small screens, while "Formulario de búsqueda móvil"
 * is on, a header button that opens the search of patients, users and courses.
 */
export function HeaderSearch() {
  const { t } = useLingui();
  const { mobileSearch } = useLayoutSettings();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  if (!mobileSearch || !small) return null;
  const label = t`Buscar`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
