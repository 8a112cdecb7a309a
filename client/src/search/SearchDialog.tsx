import ArrowBack from '@mui/icons-material/ArrowBack';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Person from '@mui/icons-material/Person';
import School from '@mui/icons-material/School';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type ElementType } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverErrorMessage } from '../api/graphql-errors';
import { PortalSearchDocument, type PortalSearchQuery, type SearchResultKind } from '../gql/graphql';
import { formatCalendarDay } from '../shell/format/locale-format';
import { useDebouncedValue } from '../shell/use-debounced-value';
import { visuallyHidden } from '../shell/visually-hidden';

/** The server's minimum and maximum (server/src/search/search.service.ts). */
const minLength = 2;
const maxLength = 100;
/** Results of each kind. */
const perKind = 5;

type Result = PortalSearchQuery['search'][number];

const kinds: { kind: SearchResultKind; heading: MessageDescriptor; icon: ElementType }[] = [
  { kind: 'PATIENT', heading: msg`Pacientes`, icon: Person },
  { kind: 'USER', heading: msg`Usuarios`, icon: AccountCircle },
  { kind: 'COURSE', heading: msg`Cursos`, icon: School },
];

/** The search field over the whole screen; choosing a result opens its page. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), 300);
  const ready = [...typed].length >= minLength;
  const { data, previousData, loading, error } = useQuery(PortalSearchDocument, {
    variables: { text: typed, first: perKind },
    skip: !ready,
  });
  const results = (data ?? previousData)?.search ?? [];
  const label = t`Buscar pacientes, usuarios y cursos`;
  const headingId = useId();

  const open = (result: Result) => {
    onClose();
    void navigate(result.path);
  };

  const secondLine = (result: Result) =>
    [result.subtitle, result.date && formatCalendarDay(result.date, i18n.locale, { dateStyle: 'medium' })]
      .filter(Boolean)
      .join(' · ') || undefined;

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={headingId}>
      <h2 id={headingId} style={visuallyHidden}>
        {label}
      </h2>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <IconButton edge="start" onClick={onClose} aria-label={t`Cerrar búsqueda`}>
          <ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={label}
          slotProps={{
            htmlInput: { 'aria-label': label, maxLength, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Toolbar>
      {loading && <LinearProgress aria-label={t`Buscando`} />}
      <Box sx={{ px: 2, pb: 2 }} aria-live="polite">
        {!ready ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t`Escribe al menos 2 caracteres para buscar`}
          </Typography>
        ) : error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverErrorMessage(error) || t`No fue posible cargar la información.`}
          </Alert>
        ) : data && results.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t`Sin resultados para «${typed}»`}
          </Typography>
        ) : (
          kinds.map(({ kind, heading, icon: Icon }) => {
            const found = results.filter((result) => result.kind === kind);
            if (found.length === 0) return null;
            return (
              <List key={kind} dense subheader={<ListSubheader disableSticky>{i18n._(heading)}</ListSubheader>}>
                {found.map((result) => (
                  <ListItem key={`${kind}-${result.id}`} disablePadding>
                    <ListItemButton onClick={() => open(result)}>
                      <ListItemIcon>
                        <Icon />
                      </ListItemIcon>
                      <ListItemText primary={result.title} secondary={secondLine(result)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            );
          })
        )}
      </Box>
    </Dialog>
  );
}
