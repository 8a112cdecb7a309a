import type { MenuProps } from '@mui/material/Menu';
import { lazy, Suspense, useEffect, useState } from 'react';
import { preloadSelectMenu } from './lazy-select';

const Menu = lazy(preloadSelectMenu);

/** The events that announce a select field's opening: its menu's code is fetched on the first. */
const approaches = ['pointerenter', 'pointerdown', 'focusin'] as const;

/**
 * What MUI's Select renders as its menu in this build (scripts/vite-lazy-select.ts): Select
 * imports Menu whether or not the menu is ever opened, and the menu's code is about 12 KB brotli
 * that a public form with a select field would download on its first visit. A closed menu renders
 * nothing in either case; the menu's code is fetched when a pointer or the focus reaches the field,
 * and the menu opens once it is there.
 */
export default function LazySelectMenu(props: MenuProps) {
  const { anchorEl, open } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (!(anchorEl instanceof HTMLElement)) return;
    const preload = () => void preloadSelectMenu().catch(() => undefined);
    for (const event of approaches) anchorEl.addEventListener(event, preload, { once: true });
    return () => {
      for (const event of approaches) anchorEl.removeEventListener(event, preload);
    };
  }, [anchorEl]);
  // Once opened the menu stays mounted, so that closing it plays its transition.
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
