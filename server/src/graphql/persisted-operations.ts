import { createHash } from 'node:crypto';

/**
 * The texts of automatic persisted queries, by their SHA-256 hash, as the clients registered them
 * (the text sent once with its hash; Apollo keeps its own copy to run them). With it, a request
 * that sends the hash alone, as the app does with GET, can be answered from the shared cache.
 */
export function persistedOperations(maxEntries: number) {
  const texts = new Map<string, string>();
  return {
    /** The text registered under a hash, if any. */
    textOf: (hash: string) => texts.get(hash),
    /** Registers a text under its hash; false (and nothing kept) when the hash is not the text's. */
    register(hash: string, text: string): boolean {
      if (texts.get(hash) === text) return true;
      if (createHash('sha256').update(text).digest('hex') !== hash) return false;
      if (texts.size >= maxEntries) texts.delete(texts.keys().next().value as string);
      texts.set(hash, text);
      return true;
    },
  };
}
