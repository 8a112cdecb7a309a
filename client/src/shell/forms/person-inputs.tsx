import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/limits';
import type { ComponentType } from 'react';
import type { FieldKit, SelectFieldProps } from './field-kit';
import { FieldCell } from './FieldGrid';

const maxInput = { htmlInput: { maxLength: limits.inputLength } };
/** A phone as typed or pasted ("55-1234-5678"): its digits, at most 10. */
export const phoneDigits = (next: string) => next.replace(/\D/g, '').slice(0, limits.phoneDigits);

/**
 * A person's inputs as cells of a FieldGrid, for every form that asks for them (profile, users, patients,
 * doctor pre-registration), built once per form library's field kit; the birth date is
 * birth-date-input.tsx, apart so that only its users load the date picker. `own` lets the browser
 * fill in the user's own data; staff typing someone else's data get no suggestions of their own.
 */
type Props = { own?: boolean };

/**
 * The person inputs' kit: a form library's fields, and its select field apart (the sex), so that
 * the forms of that library without one do not load it.
 */
type PersonKit = FieldKit & { SelectField: ComponentType<SelectFieldProps> };

export function personInputs({ TextField, MaskedTextField, SelectField }: PersonKit) {
  function NameInputs({ own = false, autoFocus = false }: Props & { autoFocus?: boolean }) {
    const { t } = useLingui();
    return (
      <>
        <FieldCell size={{ xs: 12, md: 4 }}>
          <TextField
            name="name"
            label={t`Nombre`}
            autoComplete={own ? 'given-name' : 'off'}
            required
            autoFocus={autoFocus}
            slotProps={maxInput}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            name="lastname"
            label={t`Apellido paterno`}
            autoComplete={own ? 'family-name' : 'off'}
            required
            slotProps={maxInput}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            name="motherLastname"
            label={t`Apellido materno`}
            autoComplete="off"
            required
            slotProps={maxInput}
          />
        </FieldCell>
      </>
    );
  }

  function EmailInput({ own = false }: Props) {
    const { t } = useLingui();
    return (
      <TextField
        name="email"
        type="email"
        label={t`Correo electrónico`}
        autoComplete={own ? 'email' : 'off'}
        required
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
    );
  }

  /** Digits only, at most 10 (SPEC point 5); a pasted "55-1234-5678" keeps its digits. */
  function PhoneInput({ own = false }: Props) {
    const { t } = useLingui();
    return (
      <MaskedTextField
        name="phone"
        type="tel"
        label={t`Teléfono`}
        mask={phoneDigits}
        helperText={t`10 dígitos, sin espacios.`}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: own ? 'tel-national' : 'off', 'aria-required': true },
        }}
      />
    );
  }

  function SexInput() {
    const { t } = useLingui();
    return (
      <SelectField
        name="sex"
        label={t`Sexo`}
        options={[
          { value: '', label: t`Sin especificar` },
          { value: 'male', label: t`Masculino` },
          { value: 'female', label: t`Femenino` },
        ]}
      />
    );
  }

  return { NameInputs, EmailInput, PhoneInput, SexInput };
}
