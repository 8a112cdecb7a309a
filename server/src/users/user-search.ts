import { sql, type SQL } from 'drizzle-orm';
import { searchWords } from '../common/text-search.js';
import { users } from './users.tables.js';

/**
 * The user search as a condition on users.search_words: every word typed (case and accents
 * aside, at most six) must begin one of the user's words, that is a name, a surname, the email,
 * the username or a piece of those two between dots, @, dashes and underscores. So "hern" finds
 * Hernández, "lucia.gomez" finds lucia.gomez.1@gmail.com and so does "gmail". Undefined
 * without words.
 */
export function userSearchCondition(search: string | null | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return sql`${users.searchWords} @@ ${words.map(prefixOf).join(' & ')}::tsquery`;
}

/** A quoted tsquery prefix term: the word as typed, nothing in it read as an operator. */
function prefixOf(word: string): string {
  return `'${word.replace(/[\\']/g, '\\$&')}':*`;
}
