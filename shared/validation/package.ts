import { array, mixed, number, object, string, type InferType } from 'yup';
import { appContentMessages } from '../messages/app-content.js';
import { personMessages } from '../messages/person.js';
import { publicationRules } from './publication.js';

const m = { ...appContentMessages, ...personMessages };

/** The longest package name (the packages.name column's rule). */
export const packageNameLength = 120;

/** The longest package description, plain text. */
export const packageDescriptionLength = 1000;

/** The highest package price: one hundred thousand pesos, in centavos. */
export const maxPackagePriceCents = 10_000_000;

/** The most study types one package may hold (every study type there is, with room to spare). */
const maxStudyTypes = 50;

/** A price in whole centavos, above 0 and at most maxPackagePriceCents. */
const validCents = (cents: unknown) =>
  Number.isSafeInteger(cents) && (cents as number) > 0 && (cents as number) <= maxPackagePriceCents;

/**
 * The rules the admin form and the API share: all but the price, which each takes in its own unit.
 * Each field carries the one description GraphQL's PackageInput shows.
 */
const packageRules = {
  name: string()
    .trim()
    .required(m.nameRequired)
    .max(packageNameLength, m.packageNameMax)
    .meta({ description: 'The name, required, at most 120 characters.' }),
  description: string()
    .trim()
    .max(packageDescriptionLength, m.packageDescriptionMax)
    .transform((value: string | null | undefined) => value ?? '')
    .default('')
    .meta({ description: 'The description as plain text, at most 1000 characters; null, left out or blank: none.' }),
  studyTypeIds: array(number().integer().required())
    .required(m.packageStudyTypesRequired)
    .min(1, m.packageStudyTypesRequired)
    .max(maxStudyTypes, m.packageStudyTypeUnknown)
    .meta({
      description:
        'The study types it includes (ids from the studyTypes query), at least one; each must exist. Repeated ids count once.',
    }),
  ...publicationRules,
};

/** A study package as the API takes it (PackageInput): the price as Money in whole centavos; the image travels apart. */
export const packageSchema = object({
  ...packageRules,
  price: mixed<{ cents: number; currency: string }>()
    .required(m.packagePriceInvalid)
    .test('cents', m.packagePriceInvalid, (money) => validCents(money?.cents))
    .meta({
      description:
        'Its price, IVA included: whole centavos, more than 0 and at most 10,000,000 (one hundred thousand pesos).',
    }),
});

/** The admin form: the same rules, with the price typed in pesos (up to 2 decimals). */
export const packageFormSchema = object({
  ...packageRules,
  price: number()
    .typeError(m.packagePriceInvalid)
    .required(m.packagePriceInvalid)
    .test(
      'cents',
      m.packagePriceInvalid,
      (pesos) => pesos === undefined || validCents(Number((pesos * 100).toFixed(6))),
    )
    .meta({ description: 'Price of the package in pesos, up to 2 decimals, as typed; sent as integer centavos.' }),
});

export type PackageInput = InferType<typeof packageSchema>;
