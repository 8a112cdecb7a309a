import { adminPublicationOf } from './admin-publication.js';
import type { FaqRow } from './faq.tables.js';
import type { AdminFaqGql, FaqGql } from './faq.types.js';

export const faqNode = (row: FaqRow): FaqGql => ({
  id: row.id,
  question: row.question,
  answer: row.answerHtml,
  answerHtml: row.answerHtml,
  position: row.position,
});

export const adminFaqNode = (row: FaqRow, now: Date): AdminFaqGql => ({
  ...faqNode(row),
  ...adminPublicationOf(row, now),
});
