import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws/client';

type WsLinkOptions = {
  /** Read at each (re)connection, so the socket always opens with the current session. */
  connectionParams: () => Record<string, string>;
  /** After the socket came back: events sent while it was down are lost, refetch what is shown. */
  onReconnected: () => void;
};

const maxRetryWaitMs = 15_000;

/** Subscriptions over graphql-ws on /graphql, same host as the page; connects on the first subscription. */
export function createWsLink({ connectionParams, onReconnected }: WsLinkOptions) {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const client = createClient({
    url: `${scheme}//${window.location.host}/graphql`,
    lazy: true,
    connectionParams,
    // A staff tab stays open all day: keep trying after a restart or a network change, capped wait.
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) =>
      new Promise((resolve) => {
        setTimeout(resolve, Math.min(1000 * 2 ** retries, maxRetryWaitMs) + Math.random() * 1000);
      }),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) onReconnected();
      },
    },
  });
  return new GraphQLWsLink(client);
}
