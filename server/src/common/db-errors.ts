import { AppError } from './errors.js';

/** The name of the unique constraint a driver error broke, if any (PGlite and postgres.js alike). */
export function uniqueViolation(error: unknown): string | undefined {
  if (error instanceof AppError) return undefined;
  for (
    let current = error as
      { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return current.constraint ?? current.constraint_name;
  }
  return undefined;
}
