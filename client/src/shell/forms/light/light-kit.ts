import type { FieldKit } from '../field-kit';
import { LightMaskedField, LightTextField } from './LightFields';

/** The public pages' field components, bound to the light form. */
export const lightKit: FieldKit = {
  TextField: LightTextField,
  MaskedTextField: LightMaskedField,
};
