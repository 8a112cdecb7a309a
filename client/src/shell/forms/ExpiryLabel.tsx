import { Plural, Trans } from '@lingui/react/macro';

const daysPerYear = 365;

/** A study's expiry in days as a person says it ("1 año", "90 días"); null: "Sin vencimiento". */
export function ExpiryLabel({ days }: { days: number | null }) {
  if (days === null) return <Trans>Sin vencimiento</Trans>;
  if (days % daysPerYear === 0) return <Plural value={days / daysPerYear} one="# año" other="# años" />;
  return <Plural value={days} one="# día" other="# días" />;
}
