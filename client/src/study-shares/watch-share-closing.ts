import { fromExtensions } from '../api/api-errors';
import { documentText } from '../api/public-graphql';
import { StudyShareClosedDocument } from '../gql/graphql';

const maxRetryWaitMs = 15_000;

type ServerErrors = readonly { message?: unknown; extensions?: Record<string, unknown> }[] | undefined;

/** Refused as not found: the link closed before or while the page listened (a lost socket is not that). */
const saysNotFound = (errors: ServerErrors) =>
  errors?.some(
    (error) =>
      fromExtensions(typeof error.message === 'string' ? error.message : '', error.extensions).code === 'NOT_FOUND',
  ) ?? false;

/**
 * Calls `onClosed` when the server tells the page that the grant's link closed (studyShareClosed).
 * graphql-ws's client alone (about 3 KB brotli: its `client` entry; the main one brings the server
 * and the whole graphql package, 30 KB) instead of Apollo Client (about 44 KB with the graphql
 * package and rxjs), loaded once the link opened, so the landing page's first download does not
 * carry it. A lost socket is tried again with a capped wait and subscribes again; a link
 * revoked meanwhile is then refused as not found, which closes the page too. Returns the stop.
 */
export function watchShareClosing(grant: string, onClosed: () => void): () => void {
  let stopped = false;
  let stop = () => {
    stopped = true;
  };
  Promise.all([import('graphql-ws/client'), documentText(StudyShareClosedDocument)])
    .then(([{ createClient }, query]) => {
      if (stopped) return;
      const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      const client = createClient({
        url: `${scheme}//${window.location.host}/graphql`,
        retryAttempts: Number.POSITIVE_INFINITY,
        retryWait: (retries) =>
          new Promise((resolve) => {
            setTimeout(resolve, Math.min(1000 * 2 ** retries, maxRetryWaitMs) + Math.random() * 1000);
          }),
      });
      const unsubscribe = client.subscribe<{ studyShareClosed?: { state: string } }>(
        { query, variables: { grant } },
        {
          next: (result) => {
            if (result.data?.studyShareClosed || saysNotFound(result.errors)) onClosed();
          },
          error: (error) => {
            if (Array.isArray(error) && saysNotFound(error as ServerErrors)) onClosed();
          },
          complete: () => undefined,
        },
      );
      stop = () => {
        unsubscribe();
        void client.dispose();
      };
    })
    // Without its code (a failed download) the page still closes on its own clock and on the images' 404.
    .catch(() => undefined);
  return () => stop();
}
