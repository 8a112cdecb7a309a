import { string } from 'yup';

/** Whether `value` is an absolute https address with a host (what the app may open). */
export function isHttpsLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An optional https link: trimmed, '' or left out is null; anything else must be https and at most `max` long. */
export const optionalHttpsLink = (max: number, messages: { invalid: string; max: string }) =>
  string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? null : value))
    .nullable()
    .optional()
    .max(max, messages.max)
    .test('https', messages.invalid, (value) => value == null || isHttpsLink(value));
