import type {
  LayoutColor,
  LayoutDirection as LayoutDirectionGql,
  LayoutPreferencesInput,
  PageTransition as PageTransitionGql,
} from '../../gql/graphql';
import type { ColorTheme, LayoutDirection, LayoutSettings, PageTransition } from './layout-settings';

const colors: Record<ColorTheme, LayoutColor> = {
  blue: 'BLUE',
  red: 'RED',
  amber: 'AMBER',
  teal: 'TEAL',
  lightBlue: 'LIGHT_BLUE',
  green: 'GREEN',
};
const directions: Record<LayoutDirection, LayoutDirectionGql> = { auto: 'AUTO', ltr: 'LTR', rtl: 'RTL' };
const transitions: Record<PageTransition, PageTransitionGql> = {
  none: 'NONE',
  fade: 'FADE',
  slideUp: 'SLIDE_UP',
  slideSide: 'SLIDE_SIDE',
  zoom: 'ZOOM',
  grow: 'GROW',
  collapse: 'COLLAPSE',
};

const keyOf = <K extends string, V>(map: Record<K, V>, value: V): K | undefined =>
  (Object.keys(map) as K[]).find((key) => map[key] === value);

/** The settings as the API takes them. */
export const layoutInputOf = (settings: LayoutSettings): LayoutPreferencesInput => ({
  color: colors[settings.color],
  boxed: settings.boxed,
  sidebarCollapsed: settings.sidebarCollapsed,
  direction: directions[settings.direction],
  transition: transitions[settings.transition],
  mobileSearch: settings.mobileSearch,
});

/** The API's answer as settings (layoutSettingsOf then makes an unknown value its default). */
export const layoutValuesOf = (answer: {
  color: LayoutColor;
  boxed: boolean;
  sidebarCollapsed: boolean;
  direction: LayoutDirectionGql;
  transition: PageTransitionGql;
  mobileSearch: boolean;
}) => ({
  color: keyOf(colors, answer.color),
  boxed: answer.boxed,
  sidebarCollapsed: answer.sidebarCollapsed,
  direction: keyOf(directions, answer.direction),
  transition: keyOf(transitions, answer.transition),
  mobileSearch: answer.mobileSearch,
});
