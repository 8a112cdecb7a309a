/**
 * Stands in the build for MUI's CSS-variables theme builder (scripts/vite-theme-without-variables.ts):
 * the portal's theme has no `cssVariables` nor `colorSchemes`, so createTheme never calls it.
 */
export default function createThemeWithVars(): never {
  throw new Error('The portal theme does not use CSS variables: drop themeWithoutVariables from vite.config.ts first.');
}
