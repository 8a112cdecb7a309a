import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { translateServerMessage } from '../../i18n/server-messages';
import type { BoundField } from './bound-field';
import { useKeptCaret } from './use-kept-caret';

export type MaskedTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange'> & {
  name: string;
  /** The value to keep from what was typed (`next`) given the value before (`previous`). */
  mask: (next: string, previous: string) => string;
  /**
   * How the kept value is shown (a card number in groups of four). What it adds must be
   * characters the mask drops, so that the shown text typed again keeps the same value.
   */
  display?: (value: string) => string;
  /** Show the rule's message while typing, not only after leaving the field. */
  validateWhileTyping?: boolean;
};

/**
 * A required text field whose input goes through a mask (card number, expiry, CVC), bound to a
 * form's field (formik: MaskedTextField; the light form: LightMaskedField).
 */
export function BoundMaskedTextField({
  bound,
  name,
  mask,
  display,
  validateWhileTyping = false,
  helperText,
  slotProps,
  ...props
}: MaskedTextFieldProps & { bound: BoundField }) {
  const error = bound.touched && bound.error ? translateServerMessage(bound.error) : undefined;
  const shown = display ? display(bound.value) : bound.value;
  // After formatting, the caret stays after as many kept characters as it was after when typed.
  const { inputRef, keepCaretAt } = useKeptCaret(shown);

  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={name}
      value={shown}
      inputRef={inputRef}
      onBlur={bound.onBlur}
      onChange={(event) => {
        const typed = event.target.value;
        const value = mask(typed, bound.value);
        if (display) {
          const keptBeforeCaret = mask(typed.slice(0, event.target.selectionStart ?? typed.length), '').length;
          keepCaretAt(positionAfter(display(value), keptBeforeCaret, mask));
        }
        bound.setValue(value, true);
        if (validateWhileTyping && !bound.touched) bound.setTouched(true, false);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      // Announced as required without an asterisk, like FormTextField.
      slotProps={{
        ...slotProps,
        htmlInput: { ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}), 'aria-required': true },
      }}
    />
  );
}

/** The position in the shown text just after `kept` characters of the value. */
function positionAfter(shown: string, kept: number, mask: MaskedTextFieldProps['mask']): number {
  if (kept === 0) return 0;
  for (let end = 1; end <= shown.length; end++) {
    if (mask(shown.slice(0, end), '').length === kept) return end;
  }
  return shown.length;
}
