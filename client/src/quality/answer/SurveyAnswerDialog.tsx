import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikErrors } from 'formik';
import { useId } from 'react';
import { readServerErrors } from '../../api/graphql-errors';
import { AnswerSurveyDocument } from '../../gql/graphql';
import { useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { AnswerField } from './AnswerField';
import {
  answerFieldPaths,
  answersInputOf,
  answersSchema,
  emptyAnswers,
  type AnswerValues,
  type PendingSurvey,
} from './answer-values';

type Props = { survey: PendingSurvey; onClose: () => void; onAnswered: () => void };

/** The patient's survey: its intro and questions; "Enviar respuestas" stores them once and thanks the patient. */
export function SurveyAnswerDialog({ survey, onClose, onAnswered }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [answerSurvey] = useMutation(AnswerSurveyDocument);

  const submit = async (values: AnswerValues, setErrors: (errors: FormikErrors<AnswerValues>) => void) => {
    try {
      await loading.during(
        answerSurvey({ variables: { input: { invitationId: survey.invitationId, answers: answersInputOf(values) } } }),
      );
    } catch (error) {
      const { fieldErrors, general, codes } = readServerErrors(error, answerFieldPaths(survey.questions));
      setErrors(fieldErrors as FormikErrors<AnswerValues>);
      if (general.length > 0) snackbar.error(general.join(' '));
      // Answered elsewhere (the app) or closed meanwhile: it is no longer pending.
      if (codes.includes('CONFLICT')) onAnswered();
      return;
    }
    snackbar.success(t`¡Gracias por contarnos cómo te atendimos!`);
    onAnswered();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      // On a phone the dialog keeps 8 px of the page on each side (not 32), so the 0-10 buttons get the room.
      slotProps={{
        paper: { sx: { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } },
      }}
    >
      <Formik<AnswerValues>
        initialValues={emptyAnswers(survey.questions)}
        validationSchema={answersSchema(survey.questions)}
        onSubmit={(values, helpers) => submit(values, helpers.setErrors)}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{survey.title}</DialogTitle>
            <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
              {survey.intro && <Typography sx={{ mb: 1, whiteSpace: 'pre-line' }}>{survey.intro}</Typography>}
              {survey.questions.map((question, index) => (
                <AnswerField key={question.id} question={question} index={index} />
              ))}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} color="inherit">
                <Trans>Ahora no</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                <Trans>Enviar respuestas</Trans>
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
