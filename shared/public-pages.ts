import { defaultLocale } from './locales.js';

/**
 * The public pages a first visit lands on, by client route, with the client modules (paths under
 * client/src) that draw each. The client starts fetching them before its first render
 * (client/src/routing/router.tsx); the server names them, and everything they import, in the
 * page's HTML (server/src/http/page-preloads.ts), so that the browser fetches them beside the
 * entry's script instead of after it ran.
 */
export const publicPages = [
  { route: '/login', modules: ['auth/LoginPage.tsx'] },
  { route: '/session/forgot-password', modules: ['auth/ForgotPasswordPage.tsx'] },
  { route: '/session/reset-password', modules: ['auth/ResetPasswordPage.tsx'] },
  { route: '/compartir/:token', modules: ['study-shares/SharedStudyPage.tsx'] },
  { route: '/aula_courses', modules: ['courses/PublicLayout.tsx', 'courses/CoursesCatalogPage.tsx'] },
  { route: '/course_registration/:id', modules: ['courses/PublicLayout.tsx', 'courses/CourseRegistrationPage.tsx'] },
  { route: '/pre-registro', modules: ['courses/PublicLayout.tsx', 'pre-registration/PreRegistrationPage.tsx'] },
] as const;

export type PublicPageModule = (typeof publicPages)[number]['modules'][number];

/**
 * What every first visit fetches lazily beside its page, before the first render
 * (client/src/main.tsx): the public texts of the default locale (a first visit has no stored
 * locale; the build names the catalog's part so), MUI's texts and the failure screen.
 */
export const firstVisitModules = [
  `locales/${defaultLocale}.po?part=public`,
  `i18n/mui-texts/${defaultLocale}.ts`,
  'shell/PageLoadFailed.tsx',
] as const;

/** Whether `pathname` (with or without its leading slash) is the client route `route` (`:name` is any one segment). */
export function matchesRoute(route: string, pathname: string): boolean {
  const wanted = route.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  return wanted.length === given.length && wanted.every((part, index) => part.startsWith(':') || part === given[index]);
}
