import type { ContentKind, PublicContent } from './content-versions.js';

/**
 * A public answer made from some kinds of content (the catalogue's courses, the app's FAQs…),
 * kept per database and made again only when one of those kinds changes: a write to it, whoever
 * makes it (a trigger bumps its version), or a moment its timeline names (a day ends, a window
 * opens or closes). `build` reads as at `now`, the moment the kinds' state was taken, after it.
 * Visitors arriving while it is being made wait for the same one.
 */
export function contentSnapshot<Deps extends { publicContent: PublicContent }, T>(
  kinds: readonly ContentKind[],
  build: (deps: Deps, now: Date) => Promise<T>,
): (deps: Deps) => Promise<T> {
  const snapshots = new WeakMap<PublicContent, { key: string; answer: Promise<T> }>();
  return async (deps) => {
    const content = deps.publicContent;
    const { key, now } = await content.stateOf(kinds);
    const snapshot = snapshots.get(content);
    if (snapshot?.key === key) return snapshot.answer;
    const made = { key, answer: build(deps, now) };
    snapshots.set(content, made);
    made.answer.catch(() => {
      if (snapshots.get(content) === made) snapshots.delete(content);
    });
    return made.answer;
  };
}
