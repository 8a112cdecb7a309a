import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// PGlite has no unaccent extension: Spanish accents are folded with translate() on both sides.
const accented = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ';
const plain = 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun';
const plainOf = new Map([...accented].map((letter, index) => [letter, plain[index]]));

/** Lower case without accents, as SQL, so "Núñez" sorts and matches like "nunez". */
export function folded(expression: SQLWrapper): SQL {
  return sql`translate(lower(${expression}), ${accented}, ${plain})`;
}

/** The same folding in JavaScript, for the searched text. */
export function foldText(text: string): string {
  return [...text.toLowerCase()].map((letter) => plainOf.get(letter) ?? letter).join('');
}

/** Longer words are cut: no name or email has one this long, and PostgreSQL refuses a tsquery word over 2,047 bytes. */
const longestWord = 100;

/** Space-separated words of a search, folded; at most six are used, each of at most 100 characters. */
export function searchWords(search: string | null | undefined): string[] {
  return foldText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((word) => [...word].slice(0, longestWord).join(''));
}

/**
 * Every word must appear somewhere in the given columns, case and accents aside: "pedro garcia"
 * finds Pedro García Núñez. Undefined (no condition) without words.
 */
export function matchesWords(words: string[], columns: SQLWrapper[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const haystack = folded(sql`concat_ws(' ', ${sql.join(columns, sql`, `)})`);
  return and(...words.map((word) => sql`${haystack} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`));
}
