import RateReview from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDay } from '../../shell/format/lab-time';
import { lazyNamed } from '../../shell/lazy';
import { OnDemand, preloadOnIntent } from '../../shell/on-demand';
import type { PendingSurvey } from './answer-values';
import type { PendingSurveysState } from './use-pending-surveys';

// The survey's form (formik, yup and the answer fields) comes when the patient goes to answer.
const SurveyAnswerDialog = lazyNamed(() => import('./SurveyAnswerDialog'), 'SurveyAnswerDialog');

/** "¿Cómo te atendimos?": a card per survey pending for the signed-in patient (usePendingSurveys); nothing when there is none. */
export function PendingSurveys({ pending }: { pending: PendingSurveysState }) {
  const { t } = useLingui();
  const { surveys, refetch } = pending;
  const [open, setOpen] = useState<PendingSurvey | null>(null);
  if (surveys.length === 0) return null;
  return (
    <Stack spacing={2} component="section" aria-label={t`Encuestas pendientes`}>
      {surveys.map((survey) => {
        const type = survey.study.studyType.name;
        const day = formatDay(survey.study.studyDate);
        return (
          <Card key={survey.invitationId} variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <RateReview color="primary" />
                <div>
                  {/* Under the page's h1, beside "Mis estudios" and "Chat": a heading of the same level. */}
                  <Typography variant="h6" component="h2">
                    <Trans>¿Cómo te atendimos?</Trans>
                  </Typography>
                  <Typography color="text.secondary">
                    <Trans>
                      Tu opinión sobre tu estudio {type} del {day}.
                    </Trans>
                  </Typography>
                </div>
              </Stack>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <Button variant="contained" onClick={() => setOpen(survey)} {...preloadOnIntent(SurveyAnswerDialog)}>
                <Trans>Contestar encuesta</Trans>
              </Button>
            </CardActions>
          </Card>
        );
      })}
      {open && (
        <OnDemand>
          <SurveyAnswerDialog
            survey={open}
            onClose={() => setOpen(null)}
            onAnswered={() => {
              setOpen(null);
              void refetch();
            }}
          />
        </OnDemand>
      )}
    </Stack>
  );
}
