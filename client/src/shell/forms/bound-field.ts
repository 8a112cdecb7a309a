import type { ChangeEvent, FocusEvent } from 'react';

/**
 * One field of a form as the shared field components (FormTextField, MaskedTextField,
 * FormDateField) read it, whichever library keeps the form: formik for the staff forms
 * (formik-field.ts), the light form for the public pages (light/use-light-form.ts).
 */
export type BoundField<T = string> = {
  name: string;
  value: T;
  /** The rule's message (shared/messages.ts Spanish, or a translated server message). */
  error: string | undefined;
  touched: boolean;
  setValue: (value: T, validate?: boolean) => void;
  setTouched: (touched: boolean, validate?: boolean) => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event?: FocusEvent) => void;
};
