import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Emotion cache that mirrors every style for he and ar; its own chunk (see rtl-styles.ts). */
export const rtlCache = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });
