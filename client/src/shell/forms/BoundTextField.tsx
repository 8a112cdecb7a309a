import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { BoundField } from './bound-field';
import { translateServerMessage } from '../../i18n/server-messages';
import { LengthAnnouncer, LengthHelper } from './LengthCounter';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: string;
  /** A limit the text may go over while typing: past it the error shows at once (no cut). */
  maxChars?: number;
};

/** The length limit of a field: `maxChars`, or the input's maxLength when it holds free text. */
function limitOf(maxChars: number | undefined, htmlInput: unknown): number | undefined {
  if (maxChars !== undefined) return maxChars;
  if (typeof htmlInput !== 'object' || htmlInput === null) return undefined;
  const { maxLength, inputMode } = htmlInput as { maxLength?: unknown; inputMode?: unknown };
  // Digits (zip code, card data) have their own format messages instead of a counter.
  return typeof maxLength === 'number' && inputMode !== 'numeric' ? maxLength : undefined;
}

/**
 * A text field bound to a form's field (formik: FormTextField; the light form: LightTextField). Validation texts are the shared Spanish messages (or server
 * messages set with setErrors), translated into the active language on display; they show once
 * the field was left, or as soon as the text is longer than `maxChars`. A field with a length
 * limit (`maxChars` or `slotProps.htmlInput.maxLength`) shows its counter near the limit and says
 * when the limit is reached, also when a pasted text was cut (LengthCounter).
 * `required` is announced (aria-required) without an asterisk, so the label stays the plain name.
 */
export function BoundTextField({
  bound,
  helperText,
  required,
  slotProps,
  maxChars,
  ...props
}: FormTextFieldProps & { bound: BoundField<string | null | undefined> }) {
  const length = (bound.value ?? '').length;
  const htmlInput = slotProps?.htmlInput;
  const limit = props.select ? undefined : limitOf(maxChars, htmlInput);
  const tooLong = maxChars !== undefined && length > maxChars;
  const error = (bound.touched || tooLong) && bound.error ? translateServerMessage(bound.error) : undefined;
  const message = error ?? helperText;
  return (
    <>
      <TextField
        fullWidth
        margin="normal"
        {...props}
        name={bound.name}
        value={bound.value ?? ''}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
        error={Boolean(error)}
        helperText={limit === undefined ? message : <LengthHelper length={length} limit={limit} message={message} />}
        slotProps={{
          ...slotProps,
          htmlInput: {
            ...(typeof htmlInput === 'object' ? htmlInput : {}),
            ...(required ? { 'aria-required': true } : {}),
          },
        }}
      />
      {limit !== undefined && <LengthAnnouncer length={length} limit={limit} />}
    </>
  );
}
