import { usePublicMutation } from '../../api/public-graphql';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef } from 'react';
import { courseRegistrationMessages as m } from '../../../../shared/messages/course-registration';
import { apiErrorsOf, serverErrorMessage } from '../../api/graphql-errors';
import { PayCourseDocument } from '../../gql/graphql';
import { translateServerMessage } from '../../i18n/server-messages';
import { useLoading } from '../../shell/feedback/feedback-context';
import { CardTokenError } from '../payments/card-tokenizer';
import { useCardTokenizer } from '../payments/use-card-tokenizer';
import type { Outcome } from './PaymentOutcome';
import { cardOf, newIdempotencyKey, paymentInputOf, type RegistrationValues } from './registration-form';

/**
 * Tokenizes the card in the browser and pays with the token. One idempotency key per attempt:
 * `pay` reuses it until `newAttempt()` (Intentar de nuevo, or a fresh dialog) drops it.
 */
export function useCoursePayment(courseId: string, onPlacesChanged: () => void) {
  const { t } = useLingui();
  const loading = useLoading();
  const tokenizeCard = useCardTokenizer();
  const [payCourse] = usePublicMutation(PayCourseDocument);
  const keyRef = useRef<string | null>(null);

  const attempt = useCallback(
    async (values: RegistrationValues): Promise<Outcome> => {
      keyRef.current ??= newIdempotencyKey();
      let tokenId: string;
      try {
        tokenId = await tokenizeCard(cardOf(values));
      } catch (error) {
        if (error instanceof CardTokenError) {
          console.warn('Card tokenization refused', error.providerMessage);
          return { kind: 'rejected', message: translateServerMessage(m.cardInvalid) };
        }
        console.error('Card tokenizer unavailable', error);
        return { kind: 'rejected', message: translateServerMessage(m.paymentUnavailable) };
      }
      try {
        const { data } = await payCourse({
          variables: { input: paymentInputOf(values, courseId, tokenId), idempotencyKey: keyRef.current },
        });
        const result = data?.payCourse;
        if (!result) return { kind: 'rejected', message: translateServerMessage(m.paymentUnavailable) };
        if (result.approved) return { kind: 'success', folio: result.registrationId };
        return { kind: 'rejected', message: translateServerMessage(result.message) };
      } catch (error) {
        // Full course or fewer places than asked: show the places that are really left.
        if (apiErrorsOf(error)?.some((e) => e.code === 'CONFLICT' || e.code === 'NOT_FOUND')) onPlacesChanged();
        return {
          kind: 'rejected',
          message: serverErrorMessage(error) || t`No fue posible conectar con el servidor. Inténtalo de nuevo.`,
        };
      }
    },
    [courseId, onPlacesChanged, payCourse, t, tokenizeCard],
  );

  const pay = useCallback((values: RegistrationValues) => loading.during(attempt(values)), [attempt, loading]);

  const newAttempt = useCallback(() => {
    keyRef.current = null;
  }, []);

  return { pay, newAttempt };
}
