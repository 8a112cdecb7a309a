import { useMutation } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldArray, Formik, useFormikContext } from 'formik';
import { surveyLimits } from '../../../../shared/quality-survey';
import {
  CreateQualitySurveyDocument,
  UpdateQualitySurveyDocument,
  type QualitySurveyFieldsFragment,
} from '../../gql/graphql';
import { translateServerMessage } from '../../i18n/server-messages';
import { ContentFormFrame } from '../../shell/forms/ContentFormFrame';
import { useContentSubmit } from '../../shell/forms/use-content-submit';
import { FormTextField } from '../../shell/forms/FormTextField';
import { QuestionEditor } from './QuestionEditor';
import { surveysPath } from './survey-paths';
import {
  newQuestion,
  surveyFieldPaths,
  surveyFormSchema,
  surveyInputOf,
  surveyValuesOf,
  type SurveyValues,
} from './survey-values';

type Props = { item?: QualitySurveyFieldsFragment };

/** Creates a survey or edits one: title, intro and its ordered questions (SurveyReadView shows it to those who only read). */
export function SurveyForm({ item }: Props) {
  const { t } = useLingui();
  const [createSurvey] = useMutation(CreateQualitySurveyDocument);
  const [updateSurvey] = useMutation(UpdateQualitySurveyDocument);
  const submit = useContentSubmit<SurveyValues>({
    save: (values) => {
      const input = surveyInputOf(values);
      return item ? updateSurvey({ variables: { id: item.id, input } }) : createSurvey({ variables: { input } });
    },
    fieldPaths: surveyFieldPaths,
    savedMessage: item ? t`Encuesta actualizada.` : t`Encuesta creada.`,
    listPath: surveysPath,
  });
  const title = item ? t`Editar encuesta` : t`Nueva encuesta`;
  return (
    <Formik<SurveyValues> initialValues={surveyValuesOf(item)} validationSchema={surveyFormSchema} onSubmit={submit}>
      <ContentFormFrame titleId="survey-form-title" title={title} listPath={surveysPath}>
        {item && item.responseCount > 0 && (
          <Alert severity="info" sx={{ mb: 1 }}>
            <Trans>
              Esta encuesta ya tiene respuestas: puedes corregir la redacción y agregar preguntas, pero no quitarlas ni
              cambiar su tipo u opciones. Para reemplazarla, duplícala desde la lista.
            </Trans>
          </Alert>
        )}
        <FormTextField
          name="title"
          label={t`Título`}
          required
          slotProps={{ htmlInput: { maxLength: surveyLimits.titleLength } }}
        />
        <FormTextField
          name="intro"
          label={t`Introducción`}
          multiline
          minRows={2}
          maxChars={surveyLimits.introLength}
          helperText={t`El paciente la lee antes de las preguntas.`}
        />
        <Questions answered={(item?.responseCount ?? 0) > 0} />
      </ContentFormFrame>
    </Formik>
  );
}

function Questions({ answered }: { answered: boolean }) {
  const { values, errors, submitCount } = useFormikContext<SurveyValues>();
  const listError = typeof errors.questions === 'string' && submitCount > 0 ? errors.questions : undefined;
  return (
    <FieldArray name="questions">
      {(helpers) => (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {values.questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              index={index}
              count={values.questions.length}
              locked={answered && question.id !== null}
              onMove={(to) => helpers.move(index, to)}
              onRemove={() => helpers.remove(index)}
            />
          ))}
          {listError && <FormHelperText error>{translateServerMessage(listError)}</FormHelperText>}
          <div>
            <Button
              startIcon={<Add />}
              disabled={values.questions.length >= surveyLimits.maxQuestions}
              onClick={() => helpers.push(newQuestion())}
            >
              <Trans>Agregar pregunta</Trans>
            </Button>
          </div>
        </Stack>
      )}
    </FieldArray>
  );
}
