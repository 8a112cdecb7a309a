import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localeCheck, localeColumn } from '../common/locale-column.js';

// Lower case and Spanish accents folded like common/text-search.ts (folded, foldText), written out
// as literals: a generated column's expression cannot take parameters.
const accented = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ';
const plain = 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun';
const folded = (text: SQL): SQL =>
  sql`translate(lower(${text}), ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)})`;

/** PostgreSQL's tsvector, here a plain list of words (no stemming): see users.searchWords. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const userTypes = pgTable('user_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lastname: text('lastname'),
    motherLastname: text('mother_lastname'),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex'),
    phone: text('phone'),
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.id),
    status: boolean('status').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    profileCompletionPending: boolean('profile_completion_pending').notNull().default(false),
    /** For patients: the doctor who refers them. */
    doctorId: integer('doctor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The language of the user's emails: the one they chose in the portal or signed in with last. */
    preferredLocale: localeColumn('preferred_locale'),
    /** When the user finished or skipped the portal's welcome tour; null while it is still to be shown. */
    welcomeTourFinishedAt: timestamp('welcome_tour_finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full name, lower case without accents: the order of user lists (indexed). */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(personName())),
    /**
     * The words the user search looks in, folded like sortName: names, the whole email and
     * username, and their pieces between dots, @, dashes and underscores. A search word matches
     * the beginning of any of them (user-search.ts), through a GIN index.
     */
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL => {
        const email = sql`${users.email} || ' ' || regexp_replace(${users.email}, '[.@_+-]+', ' ', 'g')`;
        const username = sql`coalesce(' ' || ${users.username} || ' ' || regexp_replace(${users.username}, '[._-]+', ' ', 'g'), '')`;
        const text = folded(sql`${personName()} || ' ' || ${email} || ${username}`);
        return sql`array_to_tsvector(array_remove(regexp_split_to_array(${text}, '[[:space:]]+'), ''))`;
      }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    index('users_doctor_id_idx').on(table.doctorId),
    // The admin list filters by type and orders by name; it also serves the type foreign key.
    index('users_type_sort_name_idx').on(table.userTypeId, table.sortName, table.id),
    index('users_sort_name_idx').on(table.sortName, table.id),
    // Deactivated accounts (a few): the list of them without walking every active one.
    index('users_inactive_sort_name_idx')
      .on(table.sortName, table.id)
      .where(sql`not ${table.status}`),
    index('users_created_at_idx').on(table.createdAt, table.id),
    // Most recent sign-ins first, never signed in last.
    index('users_last_login_at_idx').on(table.lastLoginAt.desc().nullsLast(), table.id.desc()),
    // Ascending, never signed in still last: the other index read backwards would put them first.
    index('users_last_login_at_asc_idx').on(table.lastLoginAt, table.id),
    // Word-prefix search for 100,000 users: exact matches in the index, no recheck of rows.
    index('users_search_words_idx').using('gin', table.searchWords),
    check('users_sex_check', sql`${table.sex} is null or ${table.sex} in ('male', 'female')`),
    localeCheck('users_preferred_locale_check', table.preferredLocale),
  ],
);

/** name, lastname and mother_lastname joined by spaces; immutable, as a generated column needs. */
function personName(): SQL {
  return sql`${users.name} || coalesce(' ' || ${users.lastname}, '') || coalesce(' ' || ${users.motherLastname}, '')`;
}

/**
 * How many users there are of each type and status, kept by a trigger on users (migration
 * 0005), so the admin list's total without a search costs one tiny read, not a count of the table.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.id, { onDelete: 'cascade' }),
    status: boolean('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userTypeId, table.status] })],
);

/** Doctor or office data (SPEC point 3), one row per doctor or office user. */
export const doctorProfiles = pgTable('doctor_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  specialty: text('specialty'),
  officeHours: text('office_hours'),
  openingTime: text('opening_time'),
  closingTime: text('closing_time'),
  address: text('address'),
  colony: text('colony'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  clinicAddress: text('clinic_address'),
});

export type UserRow = typeof users.$inferSelect;
export type DoctorProfileRow = typeof doctorProfiles.$inferSelect;
