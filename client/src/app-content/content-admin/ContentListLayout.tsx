import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SvgIconComponent } from '@mui/icons-material';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { QueryState } from '../../shell/QueryState';
import { ListSearchField } from '../../shell/paging/ListSearchField';

type Props = {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  newPath: string;
  newLabel: string;
  /** Staff who read the list without changing it: no "Nuevo …", and a note saying who changes it. */
  readOnly?: boolean;
  /** The rows once loaded; null while the first answer is on its way or failed. */
  count: number | null;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyIcon: SvgIconComponent;
  /** What the empty state says: the list is empty, or nothing matches the search. */
  emptyMessage: string;
  /** The table, shown when there are rows. */
  children: ReactNode;
};

/** The page of an admin list of app content: search, "Nuevo …" (or the read-only note), then the table or its empty state. */
export function ContentListLayout(props: Props) {
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <ListSearchField label={props.searchLabel} value={props.search} onChange={props.onSearch} />
        {!props.readOnly && (
          <Button component={RouterLink} to={props.newPath} variant="contained" startIcon={<Add />}>
            {props.newLabel}
          </Button>
        )}
      </Stack>
      {props.readOnly && (
        <Alert severity="info">
          <Trans>Puedes consultar esta lista; solo un administrador puede hacer cambios.</Trans>
        </Alert>
      )}
      {props.count === null ? (
        <QueryState loading={props.loading} error={props.error} onRetry={props.onRetry} />
      ) : props.count === 0 ? (
        <EmptyState icon={props.emptyIcon} message={props.emptyMessage} />
      ) : (
        props.children
      )}
    </Stack>
  );
}
