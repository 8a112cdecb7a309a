import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLingui } from '@lingui/react/macro';
import { getIn, useFormikContext } from 'formik';
import { useId } from 'react';
import { surveyLimits } from '../../../../shared/quality-survey';
import { answerFieldOf } from '../../../../shared/validation/quality-survey';
import { translateServerMessage } from '../../i18n/server-messages';
import { FormTextField } from '../../shell/forms/FormTextField';
import { kindOf } from '../survey-kinds';
import type { AnswerValues, PendingSurvey } from './answer-values';

type Props = { question: PendingSurvey['questions'][number]; index: number };

const npsScores = Array.from({ length: surveyLimits.npsMax + 1 }, (_, score) => score);

/**
 * The 0-10 scale as a grid: one row of eleven from a tablet up, on a phone two rows (0-5 and
 * 6-10) of buttons big enough to touch, instead of a ragged wrap. Buttons stay in order, so the
 * keyboard and a screen reader go from 0 to 10.
 */
const npsScale = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(6, minmax(0, 1fr))', sm: 'repeat(11, minmax(0, 1fr))' },
  gap: 0.5,
  '&& .MuiToggleButtonGroup-grouped': {
    minWidth: 0,
    minHeight: 44,
    m: 0,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
  },
} as const;

/** One question of the patient's survey, with the input its kind asks for: 0–10 buttons, stars, radios, Sí/No or text. */
export function AnswerField({ question, index }: Props) {
  const { t } = useLingui();
  const { values, errors, touched, submitCount, setFieldValue } = useFormikContext<AnswerValues>();
  const labelId = useId();
  const kind = kindOf(question.kind);
  const name = `answers.${index}.${answerFieldOf[kind]}`;
  const value = getIn(values, name) as number | string | boolean | null;
  const rawError = getIn(errors, name) as string | undefined;
  const error = rawError && (submitCount > 0 || getIn(touched, name)) ? translateServerMessage(rawError) : undefined;
  const set = (next: unknown) => void setFieldValue(name, next);
  const label = question.required ? question.text : `${question.text} ${t`(opcional)`}`;

  if (kind === 'text')
    return <FormTextField name={name} label={label} multiline minRows={2} maxChars={surveyLimits.answerTextLength} />;
  return (
    <FormControl component="fieldset" error={Boolean(error)} margin="normal" fullWidth>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      {kind === 'nps' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value}
          onChange={(_, next: number | null) => set(next)}
          aria-labelledby={labelId}
          sx={npsScale}
        >
          {npsScores.map((score) => (
            <ToggleButton key={score} value={score}>
              {score}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {kind === 'rating' && (
        <Rating
          value={typeof value === 'number' ? value : null}
          max={surveyLimits.ratingMax}
          size="large"
          onChange={(_, next) => set(next)}
          getLabelText={(stars) => t`${stars} de 5 estrellas`}
          aria-labelledby={labelId}
        />
      )}
      {kind === 'single_choice' && (
        <RadioGroup value={value ?? ''} onChange={(event) => set(event.target.value)} aria-labelledby={labelId}>
          {question.choices.map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={choice} />
          ))}
        </RadioGroup>
      )}
      {kind === 'yes_no' && (
        <RadioGroup
          row
          value={value === null ? '' : String(value)}
          onChange={(event) => set(event.target.value === 'true')}
          aria-labelledby={labelId}
        >
          <FormControlLabel value="true" control={<Radio />} label={t`Sí`} />
          <FormControlLabel value="false" control={<Radio />} label={t`No`} />
        </RadioGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
