/**
 * What `decide` answers for `key`, worked out once and kept in `memo`, which holds at most
 * `limit` keys: the oldest goes first, so a flood of odd keys cannot grow it. For the few
 * distinct texts a busy path sees over and over (operations, Accept-Encoding headers).
 */
export function remembered<T>(memo: Map<string, T>, key: string, limit: number, decide: () => T): T {
  if (memo.has(key)) return memo.get(key) as T;
  if (memo.size >= limit) memo.delete(memo.keys().next().value as string);
  const answer = decide();
  memo.set(key, answer);
  return answer;
}
