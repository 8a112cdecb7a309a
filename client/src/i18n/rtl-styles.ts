import type { EmotionCache } from '@emotion/cache';
import type { Direction } from './locales';

let rtlCache: EmotionCache | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the right-to-left style plugin (stylis-plugin-rtl, cssjanus) when a locale needs it.
 * activateLocale awaits it, so an RTL locale is never rendered before its styles can be mirrored;
 * left-to-right visitors never download it.
 */
export function prepareDirection(direction: Direction): Promise<void> {
  if (direction !== 'rtl' || rtlCache) return Promise.resolve();
  loading ??= import('./rtl-cache').then(
    (module) => {
      rtlCache = module.rtlCache;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The RTL emotion cache once prepareDirection('rtl') has resolved, else null. */
export function loadedRtlCache(): EmotionCache | null {
  return rtlCache;
}
