import { existsSync } from 'node:fs';

/** Debian's Chromium (apt-get install -y chromium), or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
if (!hasChromium) console.warn(`Pruebas de navegador omitidas: no se encontró Chromium en ${chromiumPath}`);
