import { adminPublicationOf } from './admin-publication.js';
import { appImageOf } from '../files/index.js';
import type { WelcomeModalRow } from './welcome-modals.tables.js';
import type { AdminWelcomeModalGql, WelcomeModalGql } from './welcome-modals.types.js';

export const welcomeModalNode = (row: WelcomeModalRow): WelcomeModalGql => ({
  id: row.id,
  image: appImageOf(row.image),
  altText: row.altText,
  title: row.title,
  body: row.body,
  position: row.position,
});

export const adminWelcomeModalNode = (row: WelcomeModalRow, now: Date): AdminWelcomeModalGql => ({
  ...welcomeModalNode(row),
  ...adminPublicationOf(row, now),
});
