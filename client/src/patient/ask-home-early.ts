import type { ApolloClient } from '@apollo/client';
import { askEarly } from '../api/early-queries';
import { MyStudiesDocument, PendingSurveysDocument } from '../gql/graphql';
import { pendingSurveysVariables } from '../quality/answer/use-pending-surveys';
import { firstRowsAsked } from '../shell/paging/use-shown-rows';
import { studyPageSize } from '../virtuallab/studies/study-pages';

/**
 * The queries of a signed-in patient's home, with the variables the page will use (the studies'
 * count from ?shown=), asked while the layout and the page are still to run. (The layout's own
 * small queries are not among them: their documents would leave the public pages' chunks for
 * one of their own, a file more on every first visit.)
 */
export function askPatientHomeEarly(client: ApolloClient, search: string): void {
  askEarly(client, [
    { query: PendingSurveysDocument, variables: pendingSurveysVariables },
    { query: MyStudiesDocument, variables: { first: firstRowsAsked(new URLSearchParams(search), studyPageSize) } },
  ]);
}
