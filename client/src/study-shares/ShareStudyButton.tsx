import Share from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { lazyNamed } from '../shell/lazy';
import { OnDemand, preloadOnIntent } from '../shell/on-demand';

// The dialog's forms and lists come when the patient goes to share: a study card shows only the button.
const ShareStudyDialog = lazyNamed(() => import('./ShareStudyDialog'), 'ShareStudyDialog');

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
        {...preloadOnIntent(ShareStudyDialog)}
        aria-label={t`Compartir el estudio ${title}`}
      >
        <Trans>Compartir</Trans>
      </Button>
      {open && (
        <OnDemand>
          <ShareStudyDialog studyId={studyId} title={title} onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </>
  );
}
