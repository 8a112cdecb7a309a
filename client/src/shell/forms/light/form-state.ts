import type { FieldErrors } from '../../../../../shared/validation/checks';

/**
 * The pure part of the light form (use-light-form.ts): paths, touched fields and errors as plain
 * objects, so the unit tests read it without React.
 */

export type Touched = Record<string, boolean>;

/** A copy of `values` with `value` at the dotted path ("doctorData.zipCode"). */
export function withValueAt<V>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = path.split('.');
  const record = (values ?? {}) as Record<string, unknown>;
  const next = rest.length === 0 ? value : withValueAt(record[key!], rest.join('.'), value);
  return { ...record, [key!]: next } as V;
}

/** Every leaf path of the values ("name", "doctorData.zipCode"): what a submit marks as touched. */
export function leafPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return prefix ? [prefix] : [];
  return Object.entries(values).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** Every path touched, as after a submit. */
export const allTouched = (values: unknown): Touched =>
  Object.fromEntries(leafPaths(values).map((path) => [path, true]));

/** Errors nested per field ({ doctorData: { zipCode } }, as the server's are read) by dotted path. */
export function flatErrors(nested: Record<string, unknown>, prefix = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [key, value] of Object.entries(nested)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object')
      Object.assign(flat, flatErrors(value as Record<string, unknown>, path));
  }
  return flat;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
