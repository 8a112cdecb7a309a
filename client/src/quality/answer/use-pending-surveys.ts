import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { freshUnlessAskedEarly } from '../../api/early-queries';
import { PendingSurveysDocument } from '../../gql/graphql';

/** The surveys read at once: a patient has a few at a time (one per study, for a while). */
export const pendingSurveysVariables = { first: 20 };

/**
 * The surveys pending for the signed-in patient. `settled` once the first answer (or its error:
 * then there is simply no survey to show) is in.
 */
export function usePendingSurveys() {
  const [fetchPolicy] = useState(() => freshUnlessAskedEarly(PendingSurveysDocument));
  const { data, error, refetch } = useQuery(PendingSurveysDocument, {
    variables: pendingSurveysVariables,
    fetchPolicy,
  });
  return {
    surveys: data?.pendingSurveys.edges.map((edge) => edge.node) ?? [],
    refetch,
    settled: Boolean(data || error),
  };
}

export type PendingSurveysState = ReturnType<typeof usePendingSurveys>;
