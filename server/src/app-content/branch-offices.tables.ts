import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { imageColumn, orderedContentColumns, windowCheck } from './content-columns.js';

export type BranchOfficeContact = { name: string; phone: string };

/** The lab's branch offices (Sucursales) as the app lists them (SPEC point 3, Branch office). */
export const branchOffices = pgTable(
  'branch_offices',
  {
    ...orderedContentColumns(),
    name: varchar('name', { length: 120 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** How to get there, in words. */
    directions: text('directions'),
    /** An https link to the office on a map service. */
    mapServiceUrl: varchar('map_service_url', { length: 500 }),
    /** People to ask for, each with a 10-digit phone, in the order shown. */
    contacts: jsonb('contacts').$type<BranchOfficeContact[]>().notNull().default([]),
    /** The office's own 10-digit phones, in the order shown. */
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    /** Opening hours as the lab writes them ("Lunes a viernes de 7:00 a 20:00"). */
    openingHours: text('opening_hours'),
    image: imageColumn('image'),
  },
  (table) => [
    check('branch_offices_window_check', windowCheck(table)),
    check('branch_offices_lat_check', sql`${table.lat} between -90 and 90`),
    check('branch_offices_lng_check', sql`${table.lng} between -180 and 180`),
    index('branch_offices_position_idx').on(table.position),
  ],
);

export type BranchOfficeRow = typeof branchOffices.$inferSelect;
