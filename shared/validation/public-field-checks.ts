import { limits } from '../limits.js';
import { personMessages } from '../messages/person.js';
import { check, emailPattern, matches, maxLength } from './checks.js';

/** A required one-line text of the public forms, at most the inputs' length. */
export const text = (required: string) =>
  check({ trim: true, required }, maxLength(limits.inputLength, personMessages.maxInput));

/** A required email of the public forms: at most 120 characters and a plausible address. */
export const email = (required: string, invalid: string) =>
  check({ trim: true, required }, maxLength(120, invalid), matches(emailPattern, invalid));
