import Share from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ShareStudyDialog } from './ShareStudyDialog';

/** "Compartir" on a study card: opens the dialog that makes, sends and revokes its links. */
export function ShareStudyButton({ studyId, title }: { studyId: string; title: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<Share />}
        onClick={() => setOpen(true)}
        aria-label={t`Compartir el estudio ${title}`}
      >
        <Trans>Compartir</Trans>
      </Button>
      {open && <ShareStudyDialog studyId={studyId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
