/** The six colour themes (SPEC point 1): the primary colour of the portal. */
export const colorThemes = ['blue', 'red', 'amber', 'teal', 'lightBlue', 'green'] as const;
export type ColorTheme = (typeof colorThemes)[number];

/** The six page transitions (SPEC point 1), and none. */
export const pageTransitions = ['none', 'fade', 'slideUp', 'slideSide', 'zoom', 'grow', 'collapse'] as const;
export type PageTransition = (typeof pageTransitions)[number];

/** The layout's direction: 'auto' follows the language (he and ar right-to-left), the others force one. */
export const layoutDirections = ['auto', 'ltr', 'rtl'] as const;
export type LayoutDirection = (typeof layoutDirections)[number];

/** The layout choices of a user (SPEC point 1), kept per user so they follow them to another device. */
export type LayoutPreferences = {
  color: ColorTheme;
  /** Content in a centred box instead of full width. */
  boxed: boolean;
  /** Desktop sidebar reduced to icons. */
  sidebarCollapsed: boolean;
  direction: LayoutDirection;
  transition: PageTransition;
  /** The header's search button on small screens. */
  mobileSearch: boolean;
};

export const defaultLayoutPreferences: LayoutPreferences = {
  color: 'blue',
  boxed: false,
  sidebarCollapsed: false,
  direction: 'auto',
  transition: 'fade',
  mobileSearch: true,
};
