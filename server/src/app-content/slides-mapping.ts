import { adminPublicationOf } from './admin-publication.js';
import { appImageOf } from '../files/index.js';
import type { SlideRow } from './slides.tables.js';
import type { AdminSlideGql, SlideGql } from './slides.types.js';

export const slideNode = (row: SlideRow): SlideGql => ({
  id: row.id,
  image: appImageOf(row.image),
  altText: row.altText,
  linkUrl: row.linkUrl,
  position: row.position,
});

export const adminSlideNode = (row: SlideRow, now: Date): AdminSlideGql => ({
  ...slideNode(row),
  ...adminPublicationOf(row, now),
});
