/**
 * Plain-TypeScript field checks, for forms that must not load yup (the public pages, issue 31:
 * phones). Each rule gives the first message of the SPEC point 5 its yup twin would give
 * (tests/unit/public-form-rules.test.ts compares them), and the patterns are the ones the yup
 * schemas use, so the browser and the server check the same thing.
 */

/** A field's check: the message of the first rule it breaks, or undefined; `values` is the whole form. */
export type Check = (value: string, values: object) => string | undefined;

/** One rule of a field, given the value (trimmed where the field says so) and the whole form. */
export type Rule = (value: string, values: object) => string | undefined;

/** Field path → message; a form without errors gives {}. */
export type FieldErrors = Record<string, string>;

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const phonePattern = /^\d{10}$/;
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const zipCodePattern = /^\d{5}$/;
export const datePattern = /^\d{4}-\d{2}-\d{2}$/;
export const digitsPattern = /^\d+$/;
/** A card's expiry, MM/AA. */
export const expiryPattern = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A value the form holds: text, or nothing yet. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * The rules of one field in the order the yup schema declares them; `trim` reads the value
 * trimmed, as yup's trim() does. An empty value breaks only `required` (without it, it passes),
 * as formik gives yup an empty input as undefined.
 */
export function check(options: { trim?: boolean; required?: string }, ...rules: Rule[]): Check {
  return (raw, values) => {
    const value = options.trim ? textOf(raw).trim() : textOf(raw);
    if (value === '') return options.required;
    for (const rule of rules) {
      const message = rule(value, values);
      if (message) return message;
    }
    return undefined;
  };
}

export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    pattern.test(value) ? undefined : message;

export const maxLength =
  (limit: number, message: string): Rule =>
  (value) =>
    value.length > limit ? message : undefined;

export const minLength =
  (limit: number, message: string): Rule =>
  (value) =>
    value.length < limit ? message : undefined;

/** Runs each field's check on the values (fields read by path, "doctorData.zipCode"). */
export function errorsOf(checks: Record<string, Check>, values: object): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, fieldCheck] of Object.entries(checks)) {
    const message = fieldCheck(textOf(valueAt(values, path)), values);
    if (message) errors[path] = message;
  }
  return errors;
}

/** The value at a dotted path ("doctorData.zipCode"), or undefined. */
export function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A real past day from 1900 on, written "YYYY-MM-DD". */
export function isPastDate(value: string | undefined): boolean {
  if (!value) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getTime() < Date.now() && date.getUTCFullYear() >= 1900;
}

/** Opening and closing times both valid "HH:MM": the closing one is later. Otherwise nothing to say. */
export function closesAfter(opening: string | null | undefined, closing: string | null | undefined): boolean {
  const valid = (value: string | null | undefined): value is string => !!value && timePattern.test(value.trim());
  return !valid(opening) || !valid(closing) || closing.trim() > opening.trim();
}
