import { useQuery } from '@apollo/client/react';
import { AccessLogPatientOptionsDocument, AccessLogUserOptionsDocument } from '../gql/graphql';
import type { PersonOption } from './access-log-filter';

/** Any account (staff or patient) by name, email or username, for the "Usuario" filter. */
export function useUserOptions(term: string, skip: boolean): { options: PersonOption[]; loading: boolean } {
  const { data, previousData, loading } = useQuery(AccessLogUserOptionsDocument, { variables: { search: term }, skip });
  const items = (data ?? previousData)?.users.edges.map((edge) => edge.node) ?? [];
  return {
    options: items.map((user) => ({
      id: user.id,
      fullName: user.fullName,
      detail: `${user.email} · ${user.type.name}`,
    })),
    loading,
  };
}

/** Patients by name or email, for the "Paciente" filter. */
export function usePatientOptions(term: string, skip: boolean): { options: PersonOption[]; loading: boolean } {
  const { data, previousData, loading } = useQuery(AccessLogPatientOptionsDocument, {
    variables: { search: term },
    skip,
  });
  const patients = (data ?? previousData)?.searchPatients ?? [];
  return {
    options: patients.map((patient) => ({ id: patient.id, fullName: patient.fullName, detail: patient.email })),
    loading,
  };
}
