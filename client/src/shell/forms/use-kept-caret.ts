import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the caret of a text field whose value is formatted again as it is typed (a card number in
 * groups, a date with its separators): React would otherwise put it at the end, so typing or
 * deleting in the middle would throw it there. `keepCaretAt` names where it goes in the text shown
 * next; `inputRef` goes to the field's input. Only while the field has the focus.
 */
export function useKeptCaret(shown: string) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = inputRef.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [shown]);
  return {
    inputRef,
    keepCaretAt: (position: number) => {
      caret.current = position;
    },
  };
}
