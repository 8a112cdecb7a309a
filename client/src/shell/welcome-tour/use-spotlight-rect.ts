import { useEffect, useState } from 'react';

/** Room around the element inside the outline. */
const padding = 4;

export type SpotlightRect = { top: number; left: number; width: number; height: number };

/** The element's box with some room, cut to the window: a sidebar taller than the window fits. */
export function spotlightRect(element: HTMLElement): SpotlightRect {
  const box = element.getBoundingClientRect();
  const top = Math.max(box.top - padding, 0);
  const left = Math.max(box.left - padding, 0);
  const bottom = Math.min(box.bottom + padding, window.innerHeight);
  const right = Math.min(box.right + padding, document.documentElement.clientWidth);
  return { top, left, width: Math.max(right - left, 0), height: Math.max(bottom - top, 0) };
}

const same = (a: SpotlightRect, b: SpotlightRect) =>
  a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;

/** The spotlight of an element, following it while the page scrolls or it changes size. */
export function useSpotlightRect(element: HTMLElement): SpotlightRect {
  const [rect, setRect] = useState(() => spotlightRect(element));
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = spotlightRect(element);
      setRect((shown) => (same(shown, next) ? shown : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const resizes = new ResizeObserver(schedule);
    resizes.observe(element);
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    // The sidebar's width eases when it collapses: follow it to the end.
    element.addEventListener('transitionend', schedule);
    schedule();
    return () => {
      resizes.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, { capture: true });
      element.removeEventListener('transitionend', schedule);
      cancelAnimationFrame(frame);
    };
  }, [element]);
  return rect;
}
