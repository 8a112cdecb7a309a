import { useCallback } from 'react';
import { requestPublic } from '../../api/public-graphql';
import { PaymentSettingsDocument } from '../../gql/graphql';
import type { CardDetails } from './card-tokenizer';
import { conektaTokenizer } from './conekta-tokenizer';
import { sandboxTokenize } from './sandbox-tokenizer';

/**
 * `tokenizeCard(card)` with the tokenizer the server's payment gateway expects
 * (appSettings.paymentGateway: SANDBOX or CONEKTA).
 */
export function useCardTokenizer() {
  return useCallback(async (card: CardDetails): Promise<string> => {
    const settings = (await requestPublic(PaymentSettingsDocument)).appSettings;
    if (!settings) throw new Error('payment settings unavailable');
    if (settings.paymentGateway === 'CONEKTA') return conektaTokenizer(settings.paymentPublicKey)(card);
    if (settings.paymentGateway === 'SANDBOX') return sandboxTokenize(card);
    throw new Error(`unknown payment gateway ${settings.paymentGateway}`);
  }, []);
}
