import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import { surveyLimits, surveyQuestionKinds } from '../../../../shared/quality-survey';
import { translateServerMessage } from '../../i18n/server-messages';
import { FormSwitch } from '../../shell/forms/FormSwitch';
import { FormTextField } from '../../shell/forms/FormTextField';
import { kindLabels } from '../survey-kinds';
import type { SurveyValues } from './survey-values';

type Props = {
  index: number;
  count: number;
  /** A saved question of a survey with answers: its kind and choices stay. */
  locked: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One question of the survey form: kind, text, required and, for a single choice, its options. */
export function QuestionEditor({ index, count, locked, onMove, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const { values, errors, submitCount, setFieldValue } = useFormikContext<SurveyValues>();
  const name = `questions.${index}`;
  const question = values.questions[index];
  const number = index + 1;
  const choicesError = getIn(errors, `${name}.choices`) as unknown;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={t`Pregunta ${number}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="legend">
          <Trans>Pregunta {number}</Trans>
        </Typography>
        <Stack direction="row">
          <Tooltip title={t`Subir`}>
            <span>
              <IconButton
                aria-label={t`Subir pregunta ${number}`}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              >
                <ArrowUpward />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t`Bajar`}>
            <span>
              <IconButton
                aria-label={t`Bajar pregunta ${number}`}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              >
                <ArrowDownward />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={locked ? t`Ya tiene respuestas: no se puede quitar` : t`Quitar`}>
            <span>
              <IconButton aria-label={t`Quitar pregunta ${number}`} disabled={locked} onClick={onRemove}>
                <DeleteOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
      <FormTextField
        name={`${name}.kind`}
        select
        label={t`Tipo de pregunta`}
        disabled={locked}
        helperText={locked ? t`Ya tiene respuestas: su tipo no cambia.` : undefined}
      >
        {surveyQuestionKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {i18n._(kindLabels[kind])}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField name={`${name}.text`} label={t`Pregunta`} required maxChars={surveyLimits.questionTextLength} />
      {question.kind === 'single_choice' && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            <Trans>Opciones (de 2 a 10)</Trans>
          </Typography>
          {question.choices.map((_, choice) => {
            const place = choice + 1;
            return (
              <Stack key={choice} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FormTextField
                  name={`${name}.choices.${choice}`}
                  label={t`Opción ${place}`}
                  size="small"
                  margin="dense"
                  disabled={locked}
                  slotProps={{ htmlInput: { maxLength: surveyLimits.choiceLength } }}
                />
                {!locked && (
                  <IconButton
                    aria-label={t`Quitar opción ${place}`}
                    disabled={question.choices.length <= surveyLimits.minChoices}
                    onClick={() =>
                      void setFieldValue(
                        `${name}.choices`,
                        question.choices.filter((__, other) => other !== choice),
                      )
                    }
                  >
                    <Close />
                  </IconButton>
                )}
              </Stack>
            );
          })}
          {typeof choicesError === 'string' && submitCount > 0 && (
            <FormHelperText error>{translateServerMessage(choicesError)}</FormHelperText>
          )}
          {!locked && (
            <div>
              <Button
                startIcon={<Add />}
                disabled={question.choices.length >= surveyLimits.maxChoices}
                onClick={() => void setFieldValue(`${name}.choices`, [...question.choices, ''])}
              >
                <Trans>Agregar opción</Trans>
              </Button>
            </div>
          )}
        </Stack>
      )}
      <FormSwitch name={`${name}.required`} label={t`Respuesta obligatoria`} />
    </Paper>
  );
}
