import type { ComponentType } from 'react';
import type { MaskedTextFieldProps } from './BoundMaskedTextField';
import type { FormTextFieldProps } from './BoundTextField';

/**
 * The field components of one form library, for the inputs both the staff forms (formik:
 * formik-kit.ts) and the public pages (the light form: light/light-kit.ts) show: person data,
 * office data, a new password. Each of those is built once per kit.
 */
export type FieldKit = {
  TextField: ComponentType<FormTextFieldProps>;
  MaskedTextField: ComponentType<MaskedTextFieldProps>;
};

/** A select field of fixed options: each option's stored value and its text. */
export type SelectFieldProps = { name: string; label: string; options: readonly { value: string; label: string }[] };
