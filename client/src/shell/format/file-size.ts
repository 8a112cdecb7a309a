/** File sizes for people, shared by the study screens and the recipe book. */

const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes for people, e.g. "1.2 MB" (binary multiples, one decimal from KB up). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${sizeUnits[unit]}`;
}
