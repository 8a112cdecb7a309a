import { badInput } from './errors.js';
import { messages } from '../../../shared/messages.js';

/** A NUL or a lone UTF-16 surrogate: no text the portal stores or compares may hold one. */
// eslint-disable-next-line no-control-regex
const unusable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnusableText = (text: string) => unusable.test(text);

/**
 * The path (e.g. "input.email") of the first string inside `value` that holds a NUL or an
 * unpaired surrogate, or undefined. PostgreSQL cannot store the first and drivers mangle the
 * second, so such text is refused as bad input before any service sees it.
 */
export function findUnusableText(value: unknown, path = ''): string | undefined {
  // Iterative: a body may nest deeper than the call stack goes.
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [item, itemPath] = pending.pop()!;
    if (typeof item === 'string') {
      if (isUnusableText(item)) return itemPath || 'value';
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = itemPath ? `${itemPath}.${key}` : key;
        if (isUnusableText(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Fails with BAD_USER_INPUT naming the field when `value` holds unusable text. */
export function refuseUnusableText(value: unknown, path = ''): void {
  const field = findUnusableText(value, path);
  if (field !== undefined) throw badInput(field, messages.textInvalid);
}
