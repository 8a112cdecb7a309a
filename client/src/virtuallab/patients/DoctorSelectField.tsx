import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { DoctorOptionsDocument } from '../../gql/graphql';
import { FormPersonField } from '../../shell/forms/FormPersonField';

export type DoctorOption = { id: string; fullName: string; specialty?: string | null };

function useDoctorOptions(search: string) {
  const { data, loading } = useQuery(DoctorOptionsDocument, { variables: { search: search === '' ? null : search } });
  return { options: data?.virtualLabDoctors.edges.map((edge) => edge.node) ?? [], loading };
}

/** The patient's doctor (staff only): an active doctor found by name, bound to formik's doctorId. */
export function DoctorSelectField({ initial }: { initial: DoctorOption | null }) {
  const { t } = useLingui();
  return (
    <FormPersonField<DoctorOption>
      name="doctorId"
      label={t`Doctor`}
      helperText={t`Escribe para buscar por nombre o correo.`}
      initial={initial}
      useOptions={useDoctorOptions}
      detailOf={(doctor) => doctor.specialty}
      noneFound={t`Ningún doctor activo coincide`}
    />
  );
}
