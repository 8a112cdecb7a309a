import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { QualitySurveyFieldsFragment } from '../../gql/graphql';
import { kindLabels, kindOf } from '../survey-kinds';
import { surveysPath } from './survey-paths';

/**
 * The survey for those who only read it (laboratory and office administrators): its texts as
 * plain, full-contrast text in the order the patient reads them, not a form of disabled fields.
 */
export function SurveyReadView({ item }: { item: QualitySurveyFieldsFragment }) {
  const { i18n } = useLingui();
  return (
    <Paper component="article" aria-labelledby="survey-read-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="survey-read-title" variant="h5" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography>
      {item.intro && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{item.intro}</Typography>
      )}
      <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {item.questions.map((question, index) => {
          const number = index + 1;
          return (
            <Box component="li" key={question.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                <Trans>Pregunta {number}</Trans>
              </Typography>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {question.text}
              </Typography>
              <Typography variant="body2">
                {i18n._(kindLabels[kindOf(question.kind)])} ·{' '}
                {question.required ? <Trans>Respuesta obligatoria</Trans> : <Trans>Respuesta opcional</Trans>}
              </Typography>
              {question.choices.length > 0 && (
                <Box component="ul" sx={{ mt: 1, mb: 0, paddingInlineStart: 3 }}>
                  {question.choices.map((choice) => (
                    <Typography component="li" variant="body2" key={choice} sx={{ overflowWrap: 'anywhere' }}>
                      {choice}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button component={RouterLink} to={surveysPath} color="inherit">
          <Trans>Volver</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
