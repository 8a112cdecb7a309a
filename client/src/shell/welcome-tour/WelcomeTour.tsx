import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import { useMemo, useState } from 'react';
import type { Role } from '../../../../shared/limits';
import { TourStepCard } from './TourStepCard';
import { tourStepsOf } from './tour-steps';
import { usePresentSteps } from './use-present-steps';

type Props = {
  role: Role;
  /** The user finished the tour or skipped it (Omitir recorrido, Esc). */
  onDone: () => void;
};

/**
 * The welcome tour: a few steps of the user's role, each pointing at an element of the page
 * (the menu, the chat, the virtual lab, the profile); steps whose element is not on the page are
 * left out. Modal: focus stays in the step, the page around is dimmed, Esc skips the tour.
 */
export function WelcomeTour({ role, onDone }: Props) {
  const steps = useMemo(() => tourStepsOf(role), [role]);
  const { present, ready } = usePresentSteps(steps);
  const [index, setIndex] = useState(0);

  if (!ready || present.length === 0) return null;
  const current = Math.min(index, present.length - 1);
  const last = current === present.length - 1;

  return (
    <Modal
      open
      hideBackdrop
      // The step's main button takes the focus (TourStepCard).
      disableAutoFocus
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onDone();
      }}
    >
      <Box tabIndex={-1} sx={{ outline: 'none' }}>
        <TourStepCard
          step={present[current]}
          number={current + 1}
          total={present.length}
          onBack={current > 0 ? () => setIndex(current - 1) : undefined}
          onNext={last ? onDone : () => setIndex(current + 1)}
          onSkip={onDone}
        />
      </Box>
    </Modal>
  );
}
