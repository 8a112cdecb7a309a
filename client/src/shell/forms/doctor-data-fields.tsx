import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/limits';
import type { FieldKit } from './field-kit';
import { FieldCell, FieldGrid } from './FieldGrid';

const maxInput = { htmlInput: { maxLength: limits.inputLength } };
const timeInput = { inputLabel: { shrink: true } };

/** Office data inputs built for a form library's field kit. */
export function doctorDataFields({ TextField }: FieldKit) {
  /**
   * Office data of doctors and office administrators (SPEC point 3). `complete`: the form needs
   * every field but office hours and clinic address (a doctor's own profile, a pre-registration);
   * otherwise each field may be left blank on its own and none is marked required.
   */
  function DoctorDataFields({ complete }: { complete: boolean }) {
    const { t } = useLingui();
    return (
      <FieldGrid>
        <FieldCell size={{ xs: 12, md: 6 }}>
          <TextField name="doctorData.specialty" label={t`Especialidad`} required={complete} slotProps={maxInput} />
        </FieldCell>
        <FieldCell size={{ xs: 12, md: 6 }}>
          <TextField name="doctorData.officeHours" label={t`Horario de consultorio`} slotProps={maxInput} />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 6 }}>
          <TextField
            name="doctorData.openingTime"
            type="time"
            label={t`Hora de apertura`}
            required={complete}
            slotProps={timeInput}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 6 }}>
          <TextField
            name="doctorData.closingTime"
            type="time"
            label={t`Hora de cierre`}
            required={complete}
            slotProps={timeInput}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, md: 6 }}>
          <TextField
            name="doctorData.address"
            label={t`Dirección`}
            autoComplete="street-address"
            required={complete}
            slotProps={maxInput}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, md: 6 }}>
          <TextField name="doctorData.colony" label={t`Colonia`} required={complete} slotProps={maxInput} />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 4 }}>
          <TextField
            name="doctorData.city"
            label={t`Ciudad`}
            autoComplete="address-level2"
            required={complete}
            slotProps={maxInput}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 4 }}>
          <TextField
            name="doctorData.state"
            label={t`Estado`}
            autoComplete="address-level1"
            required={complete}
            slotProps={maxInput}
          />
        </FieldCell>
        <FieldCell size={{ xs: 12, sm: 4 }}>
          <TextField
            name="doctorData.zipCode"
            label={t`Código postal`}
            autoComplete="postal-code"
            required={complete}
            slotProps={{ htmlInput: { maxLength: limits.zipCodeDigits, inputMode: 'numeric' } }}
          />
        </FieldCell>
        <FieldCell size={12}>
          <TextField
            name="doctorData.clinicAddress"
            label={t`Dirección de la clínica`}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: limits.textareaLength } }}
          />
        </FieldCell>
      </FieldGrid>
    );
  }

  return DoctorDataFields;
}
