import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { higherIsBetter, type QualityIndicatorKey as TargetKey } from '../../../../shared/validation/quality';
import type { QualityIndicatorKey } from '../../gql/graphql';

type Unit = 'points' | 'rating' | 'percent' | 'hours' | 'minutes' | 'count';

/** Each indicator: its name, what its sample counts, its unit and the target field that goes with it. */
export const indicatorInfo: Record<
  QualityIndicatorKey,
  { label: MessageDescriptor; sample: MessageDescriptor; unit: Unit; target: TargetKey }
> = {
  NPS: { label: msg`NPS`, sample: msg`respuestas`, unit: 'points', target: 'nps' },
  AVERAGE_RATING: {
    label: msg`Calificación promedio`,
    sample: msg`respuestas`,
    unit: 'rating',
    target: 'averageRating',
  },
  RESPONSE_RATE: {
    label: msg`Tasa de respuesta`,
    sample: msg`encuestas enviadas`,
    unit: 'percent',
    target: 'responseRate',
  },
  TURNAROUND_MEDIAN_HOURS: {
    label: msg`Tiempo de entrega (mediana)`,
    sample: msg`estudios entregados`,
    unit: 'hours',
    target: 'turnaroundMedianHours',
  },
  TURNAROUND_P90_HOURS: {
    label: msg`Tiempo de entrega (percentil 90)`,
    sample: msg`estudios entregados`,
    unit: 'hours',
    target: 'turnaroundP90Hours',
  },
  CHAT_FIRST_RESPONSE_MEDIAN_MINUTES: {
    label: msg`Primera respuesta del chat (mediana)`,
    sample: msg`mensajes respondidos`,
    unit: 'minutes',
    target: 'chatFirstResponseMedianMinutes',
  },
  CHAT_FIRST_RESPONSE_P90_MINUTES: {
    label: msg`Primera respuesta del chat (percentil 90)`,
    sample: msg`mensajes respondidos`,
    unit: 'minutes',
    target: 'chatFirstResponseP90Minutes',
  },
  EXPIRED_UNREAD: {
    label: msg`Resultados vencidos sin abrir`,
    sample: msg`resultados vencidos`,
    unit: 'count',
    target: 'expiredUnread',
  },
};

const number = (value: number, locale: string, digits = 1) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

/**
 * A value in its unit, for people: hours past two days as days, minutes past two hours as hours
 * ("3.5 días", "2.2 h", "45 min"); percentages with their sign.
 */
export function formatIndicator(value: number, unit: Unit, i18n: I18n): string {
  const locale = i18n.locale;
  switch (unit) {
    case 'points':
      return number(value, locale);
    case 'rating':
      return number(value, locale, 2);
    case 'percent':
      return `${number(value, locale)} %`;
    case 'hours': {
      const days = number(value / 24, locale);
      const hours = number(value, locale);
      return value >= 48 ? i18n._(msg`${days} días`) : i18n._(msg`${hours} h`);
    }
    case 'minutes': {
      const hours = number(value / 60, locale);
      const minutes = number(value, locale);
      return value >= 120 ? i18n._(msg`${hours} h`) : i18n._(msg`${minutes} min`);
    }
    case 'count':
      return number(value, locale, 0);
  }
}

/** "Meta: ≥ 40" or "Meta: ≤ 1 día", the way the indicator is met. */
export function formatTarget(target: number, key: QualityIndicatorKey, i18n: I18n): string {
  const info = indicatorInfo[key];
  const sign = higherIsBetter[info.target] ? '≥' : '≤';
  const amount = formatIndicator(target, info.unit, i18n);
  return i18n._(msg`Meta: ${sign} ${amount}`);
}
