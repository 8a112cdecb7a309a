/** The ids of `items` in order after moving the one at `index` by one place up (-1) or down (1). */
export function movedIds(items: readonly { id: string }[], index: number, by: -1 | 1): string[] {
  const ids = items.map((item) => item.id);
  const target = index + by;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target], ids[index]];
  return ids;
}

/** The ids of `items` in order after dragging the one at `from` to the place of the one at `to`. */
export function droppedIds(items: readonly { id: string }[], from: number, to: number): string[] {
  const ids = items.map((item) => item.id);
  const [dragged] = ids.splice(from, 1);
  ids.splice(to, 0, dragged);
  return ids;
}
