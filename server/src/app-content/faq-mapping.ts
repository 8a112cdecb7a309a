import type { FaqRow } from './faq.tables.js';
import type { AdminFaqGql, FaqGql } from './faq.types.js';
import { publicationState } from './publication.js';
import type { PublicationStateGql } from './publication.types.js';

export const faqNode = (row: FaqRow): FaqGql => ({
  id: row.id,
  question: row.question,
  answer: row.answerHtml,
  position: row.position,
});

export const adminFaqNode = (row: FaqRow, now: Date): AdminFaqGql => ({
  ...faqNode(row),
  published: row.published,
  publishFrom: row.publishFrom,
  publishUntil: row.publishUntil,
  state: publicationState(row, now) as PublicationStateGql,
  updatedAt: row.updatedAt,
});
