import { CardTokenError, type CardDetails } from './card-tokenizer';

const scriptUrl = 'https://cdn.conekta.io/js/latest/conekta.js';

type ConektaError = { message_to_purchaser?: string; message?: string };
type ConektaGlobal = {
  setPublicKey(key: string): void;
  Token: {
    create(
      params: { card: { number: string; name: string; exp_year: string; exp_month: string; cvc: string } },
      onSuccess: (token: { id: string }) => void,
      onError: (error: ConektaError) => void,
    ): void;
  };
};

declare global {
  interface Window {
    Conekta?: ConektaGlobal;
  }
}

let loading: Promise<ConektaGlobal> | null = null;

/** Adds the provider's script once; a failed load can be tried again. */
function loadConekta(): Promise<ConektaGlobal> {
  if (window.Conekta) return Promise.resolve(window.Conekta);
  loading ??= new Promise<ConektaGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.Conekta ? resolve(window.Conekta) : reject(new Error('Conekta did not load')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${scriptUrl}`));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Tokenizes with Conekta.js and the environment's public key. */
export function conektaTokenizer(publicKey: string) {
  return async (card: CardDetails): Promise<string> => {
    const conekta = await loadConekta();
    conekta.setPublicKey(publicKey);
    return new Promise<string>((resolve, reject) => {
      conekta.Token.create(
        {
          card: {
            number: card.number.replace(/[\s-]/g, ''),
            name: card.name.trim(),
            exp_year: card.expYear.length === 2 ? `20${card.expYear}` : card.expYear,
            exp_month: card.expMonth,
            cvc: card.cvc,
          },
        },
        (token) => resolve(token.id),
        (error) => reject(new CardTokenError(error.message_to_purchaser ?? error.message)),
      );
    });
  };
}
