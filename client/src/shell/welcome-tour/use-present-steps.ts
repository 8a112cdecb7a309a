import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';
import type { TourStep } from './tour-steps';

/** A step whose element is on the page. */
export type PresentStep = { id: string; title: MessageDescriptor; text: MessageDescriptor; element: HTMLElement };

/** How long the page must keep the same elements before the tour shows (the routed page may still be loading). */
const settleMs = 300;

/**
 * A page still arriving shows a loading indicator in its main region (its lists, the code of a
 * lazy page); a bar or wheel that measures progress (an upload's) says nothing about that.
 */
const pageLoading = () => document.querySelector('main [role="progressbar"]:not([aria-valuenow])') !== null;

function isShown(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function presentSteps(steps: readonly TourStep[]): PresentStep[] {
  return steps.flatMap((step) => {
    for (const target of step.targets) {
      const element = document.querySelector(target.selector);
      if (element && isShown(element)) return [{ id: step.id, title: step.title, text: target.text, element }];
    }
    return [];
  });
}

const sameSteps = (a: readonly PresentStep[], b: readonly PresentStep[]) =>
  a.length === b.length && a.every((step, index) => step.id === b[index].id && step.element === b[index].element);

/**
 * The steps whose elements are on the page, kept up to date while the page changes (a lazy page
 * renders, the window turns into a phone's and the sidebar closes). `ready` once they have stayed
 * the same for a moment and the page shows no loading indicator, so the tour does not start on a
 * page still loading: the outline would follow its elements down the screen as the lists arrive.
 */
export function usePresentSteps(steps: readonly TourStep[]): { present: PresentStep[]; ready: boolean } {
  const [present, setPresent] = useState<PresentStep[]>(() => presentSteps(steps));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let loading = pageLoading();
    const markReadySoon = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (!pageLoading()) setReady(true);
      }, settleMs);
    };
    const refresh = () => {
      frame = 0;
      const wasLoading = loading;
      loading = pageLoading();
      if (wasLoading && !loading) markReadySoon();
      setPresent((shown) => {
        const next = presentSteps(steps);
        if (sameSteps(shown, next)) return shown;
        markReadySoon();
        return next;
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(refresh);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden'],
    });
    window.addEventListener('resize', schedule);
    schedule();
    markReadySoon();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [steps]);

  return { present, ready };
}
