import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-launch.js';

export const hasChromium = existsSync(chromiumPath);
if (!hasChromium) console.warn(`Pruebas de navegador omitidas: no se encontró Chromium en ${chromiumPath}`);
