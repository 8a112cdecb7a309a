import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { StudyShareValues } from '../../../shared/validation/study-share';
import { serverErrorMessage } from '../api/graphql-errors';
import { CreateStudyShareDocument, StudySharesDocument, type StudyShareFieldsFragment } from '../gql/graphql';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { ActiveShares } from './ActiveShares';
import { CreatedShare } from './CreatedShare';
import { NewShareForm } from './NewShareForm';

type Props = { studyId: string; title: string; onClose: () => void };

/**
 * "Compartir" a study: a new link (days, PIN, download), then the link to copy or email and its
 * PIN shown once; below, the study's links still open, each with "Revocar".
 */
export function ShareStudyDialog({ studyId, title, onClose }: Props) {
  const snackbar = useSnackbar();
  const apollo = useApolloClient();
  const [created, setCreated] = useState<(StudyShareFieldsFragment & { url: string }) | null>(null);
  const [create] = useMutation(CreateStudyShareDocument);
  const onCreate = async (values: StudyShareValues) => {
    try {
      const result = await create({ variables: { input: { studyId, ...values } } });
      const share = result.data?.createStudyShare;
      if (share?.url) setCreated({ ...share, url: share.url });
      await apollo.refetchQueries({ include: [StudySharesDocument] });
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="share-study-title">
      <DialogTitle id="share-study-title">
        <Trans>Compartir: {title}</Trans>
      </DialogTitle>
      <DialogContent>
        {created ? <CreatedShare share={created} /> : <NewShareForm onCreate={onCreate} onClose={onClose} />}
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3">
          <Trans>Enlaces activos</Trans>
        </Typography>
        <ActiveShares studyId={studyId} />
      </DialogContent>
      {created && (
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Cerrar</Trans>
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
