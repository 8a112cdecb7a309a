/** Business constants of SPEC point 9 shared by the client forms and the server rules. */
export const limits = {
  inputLength: 42,
  textareaLength: 140,
  /** New passwords (OWASP ASVS: at least 8, up to at least 64); signing in checks no length. */
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** How long a signed link to a study file or ZIP opens (and only while its session lives). */
  fileLinkMinutes: 10,
  phoneDigits: 10,
  zipCodeDigits: 5,
  courseInputLength: 50,
  cardNumberDigits: 16,
  cardExpiryLength: 5,
  cardCvcLength: 4,
  /** Places one card payment may buy; more is refused before any arithmetic. */
  maxSpacesPerPayment: 100,
  /** Rows of one user import (CSV), header aside; importTooManyRows says the same number. */
  userImportMaxRows: 1000,
  /** Bytes of one user import file. */
  userImportMaxBytes: 1024 * 1024,
} as const;

export const roles = ['admin', 'doctor', 'laboratory', 'office-admin', 'patient'] as const;
export type Role = (typeof roles)[number];

/** The lab's time zone: its days, dates and times are read in Mexico City (server and client). */
export const labTimeZone = 'America/Mexico_City';
