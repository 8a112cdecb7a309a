import { blue, green, red, teal } from '@mui/material/colors';
import type { ColorTheme } from './layout-settings';

/** The page background behind cards; every text colour below reads at 4.5:1 on it and on white. */
export const pageBackground = '#f4f6f8';

/**
 * The primary colour of each theme. Its main shade is both a text colour (links, text buttons,
 * focused labels) on white and on the page background, and the background of white text
 * (contained buttons, the app bar), so it must reach 4.5:1 against both (WCAG 1.4.3): amber and
 * light blue are therefore their deep shades, not the bright ones.
 */
export const palettes: Record<ColorTheme, { main: string; dark: string }> = {
  blue: { main: blue[800], dark: blue[900] },
  red: { main: red[800], dark: red[900] },
  amber: { main: '#8d5300', dark: '#6d4000' },
  teal: { main: teal[700], dark: teal[900] },
  lightBlue: { main: '#0268a5', dark: '#01579b' },
  green: { main: green[800], dark: green[900] },
};

/** Status colours, used as small text (availability, states) and behind white text (chips). */
export const statusPalettes = {
  success: { main: green[800], dark: green[900] },
  warning: { main: '#a35200', dark: '#7a3d00' },
  error: { main: red[700], dark: red[900] },
  info: { main: '#0268a5', dark: '#01579b' },
};
