/** What counts as the visitor's first interaction: a pointer moving or pressed, a touch, a key, a wheel, a click (a screen reader's too). */
const interactions = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'click'] as const;
const waiting: (() => void)[] = [];
let interacted = false;

function onInteraction() {
  interacted = true;
  for (const type of interactions) removeEventListener(type, onInteraction, true);
  for (const task of waiting.splice(0)) task();
}

/**
 * Runs `task` once the visitor first interacts with the page, or now if they have already: for
 * code a page will need soon but not to draw itself (its dialogs, its notices), so that it does
 * not travel during the page's first load, when a phone's network and CPU belong to what the page
 * shows, yet is there before the visitor's action needs it.
 */
export function afterFirstInteraction(task: () => void): void {
  if (interacted) return task();
  if (waiting.length === 0)
    for (const type of interactions) addEventListener(type, onInteraction, { capture: true, passive: true });
  waiting.push(task);
}
