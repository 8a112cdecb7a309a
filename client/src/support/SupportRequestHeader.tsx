import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SupportRequestFieldsFragment } from '../gql/graphql';
import { SupportStateChip } from './SupportStateChip';

type Props = {
  request: SupportRequestFieldsFragment;
  backPath: string;
  backLabel: string;
  /** What goes under the subject (the requester, for the support staff). */
  children?: ReactNode;
};

/** The way back to the list, the request's subject and its state. */
export function SupportRequestHeader({ request, backPath, backLabel, children }: Props) {
  return (
    <Stack spacing={1}>
      <Button component={RouterLink} to={backPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        {backLabel}
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {request.subject}
        </Typography>
        <SupportStateChip state={request.state} />
      </Stack>
      {children}
    </Stack>
  );
}
