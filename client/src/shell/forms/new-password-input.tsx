import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/limits';
import type { FieldKit } from './field-kit';

type Props = { label: string; required?: boolean; helperText?: string };

/** The new password input built for a form library's field kit. */
export function newPasswordInput({ TextField }: FieldKit) {
  /**
   * The field where a password is chosen (reset, profile, users), bound to `password`. Its hint
   * states the shared rules; the server alone checks the list of common passwords, so the list
   * stays out of the browser.
   */
  function NewPasswordInput({ label, required, helperText }: Props) {
    const { t } = useLingui();
    const min = limits.passwordMinLength;
    return (
      <TextField
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        required={required}
        helperText={helperText ?? t`Al menos ${min} caracteres y que no sea fácil de adivinar (como 12345678).`}
        slotProps={{ htmlInput: { maxLength: limits.passwordMaxLength } }}
      />
    );
  }

  return NewPasswordInput;
}
