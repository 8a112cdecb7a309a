import { ValidationError } from 'yup';
import { accessLogFilterSchema } from '../../../shared/validation/access-log';
import type { ClinicalAccessFilter } from '../gql/graphql';

/** Someone picked in a filter: the id the server filters by and the name shown. */
export type PersonOption = { id: string; fullName: string; detail?: string };

export type AccessLogFilterState = {
  user: PersonOption | null;
  patient: PersonOption | null;
  from: string;
  until: string;
};

export const emptyFilter: AccessLogFilterState = { user: null, patient: null, from: '', until: '' };

/** The filter as the query and the CSV take it, or the field and the (server-catalogue) message of the first problem. */
export function filterVariables(
  state: AccessLogFilterState,
): { filter: ClinicalAccessFilter } | { field: 'from' | 'until'; message: string } {
  const filter: ClinicalAccessFilter = {
    userId: state.user?.id ?? null,
    patientId: state.patient?.id ?? null,
    from: state.from || null,
    until: state.until || null,
  };
  try {
    accessLogFilterSchema.validateSync(filter);
    return { filter };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { field: error.path === 'from' ? 'from' : 'until', message: error.message };
  }
}

/** The CSV route's query string for the same filter. */
export function csvQuery(filter: ClinicalAccessFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
