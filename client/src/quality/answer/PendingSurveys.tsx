import { useQuery } from '@apollo/client/react';
import RateReview from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PendingSurveysDocument } from '../../gql/graphql';
import { formatDay } from '../../shell/format/lab-time';
import type { PendingSurvey } from './answer-values';
import { SurveyAnswerDialog } from './SurveyAnswerDialog';

/** "¿Cómo te atendimos?": a card per survey pending for the signed-in patient; nothing when there is none. */
export function PendingSurveys() {
  const { t } = useLingui();
  const { data, refetch } = useQuery(PendingSurveysDocument, { variables: { first: 20 }, fetchPolicy: 'network-only' });
  const [open, setOpen] = useState<PendingSurvey | null>(null);
  const surveys = data?.pendingSurveys.edges.map((edge) => edge.node) ?? [];
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
                  <Typography variant="h6" component="h3">
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
              <Button variant="contained" onClick={() => setOpen(survey)}>
                <Trans>Contestar encuesta</Trans>
              </Button>
            </CardActions>
          </Card>
        );
      })}
      {open && (
        <SurveyAnswerDialog
          survey={open}
          onClose={() => setOpen(null)}
          onAnswered={() => {
            setOpen(null);
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}
