import { useEffect, useState, type RefObject } from 'react';

/** What a user clicks or types in; disabled ones count too (they become enabled in place). */
const controls = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="combobox"]';

/** Room kept around the fixed place, so the button does not touch a control either. */
const marginPx = 4;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left - marginPx < b.right &&
    b.left < a.right + marginPx &&
    a.top - marginPx < b.bottom &&
    b.top < a.bottom + marginPx
  );
}

/** Whether a control of the page content (`main`) lies under the fixed element `place`. */
function controlUnder(place: HTMLElement): boolean {
  const area = place.getBoundingClientRect();
  const content = document.querySelector('main');
  if (!content) return false;
  for (const control of content.querySelectorAll(controls)) {
    const box = control.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && overlaps(area, box)) return true;
  }
  return false;
}

/**
 * Whether, while `active`, a control of the page passes under the fixed element `place`:
 * checked once a frame at most while the page scrolls, resizes or changes height.
 */
export function useCoversControl(place: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    if (!active) {
      setCovering(false);
      return undefined;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      if (place.current) setCovering(controlUnder(place.current));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [place, active]);
  return covering;
}
