import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { PaymentSettingsDocument } from '../../gql/graphql';
import type { CardDetails } from './card-tokenizer';
import { conektaTokenizer } from './conekta-tokenizer';
import { sandboxTokenize } from './sandbox-tokenizer';

/**
 * `tokenizeCard(card)` with the tokenizer the server's payment gateway expects
 * (appSettings.paymentGateway: SANDBOX or CONEKTA).
 */
export function useCardTokenizer() {
  const client = useApolloClient();
  return useCallback(
    async (card: CardDetails): Promise<string> => {
      const { data } = await client.query({ query: PaymentSettingsDocument });
      const settings = data?.appSettings;
      if (!settings) throw new Error('payment settings unavailable');
      if (settings.paymentGateway === 'CONEKTA') return conektaTokenizer(settings.paymentPublicKey)(card);
      if (settings.paymentGateway === 'SANDBOX') return sandboxTokenize(card);
      throw new Error(`unknown payment gateway ${settings.paymentGateway}`);
    },
    [client],
  );
}
