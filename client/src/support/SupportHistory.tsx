import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useLingui } from '@lingui/react/macro';
import type { SupportRequestFieldsFragment } from '../gql/graphql';
import { formatLabDateTime } from '../shell/format/lab-time';

/** Who did what and when: sent, last assigned, last closed, last reopened, in the order they happened. */
export function SupportHistory({ request }: { request: SupportRequestFieldsFragment }) {
  const { t, i18n } = useLingui();
  const someone = t`una cuenta eliminada`;
  const requester = request.requester.fullName;
  const lines: { at: string; text: string }[] = [{ at: request.createdAt, text: t`Enviada por ${requester}` }];
  if (request.assignedAt) {
    const assignee = request.assignee?.fullName ?? someone;
    const by = request.assignedBy?.fullName ?? someone;
    lines.push({ at: request.assignedAt, text: t`Asignada a ${assignee} por ${by}` });
  }
  if (request.closedAt) {
    const by = request.closedBy?.fullName ?? someone;
    lines.push({ at: request.closedAt, text: t`Cerrada por ${by}` });
  }
  if (request.reopenedAt) {
    const by = request.reopenedBy?.fullName ?? someone;
    lines.push({ at: request.reopenedAt, text: t`Reabierta por ${by}` });
  }
  lines.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <List dense aria-label={t`Historial`} disablePadding>
      {lines.map((line) => (
        <ListItem key={line.text} disableGutters>
          <ListItemText primary={line.text} secondary={formatLabDateTime(line.at, i18n.locale)} />
        </ListItem>
      ))}
    </List>
  );
}
