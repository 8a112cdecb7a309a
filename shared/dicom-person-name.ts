/**
 * A DICOM person name (PN: Family^Given^Middle^Prefix^Suffix, perhaps followed by "=" and the
 * ideographic and phonetic forms) as a person reads it: "PÉREZ^ANA" → "ANA PÉREZ".
 */
export function dicomPersonName(name: string | null | undefined): string {
  const [family = '', given = '', middle = '', prefix = '', suffix = ''] = (name ?? '').split('=')[0].split('^');
  return [prefix, given, middle, family, suffix]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
