import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import type { NonEmptyArray } from 'type-graphql';
import { AccessLogResolver } from './access-log/access-log.resolver.js';
import { AppHomeResolver } from './app-content/app-home.resolver.js';
import { BranchOfficesResolver } from './app-content/branch-offices.resolver.js';
import { FaqResolver } from './app-content/faq.resolver.js';
import { RecipesResolver } from './app-content/recipes.resolver.js';
import { ServicesResolver } from './app-content/services.resolver.js';
import { PackagesResolver } from './app-content/packages.resolver.js';
import { SlidesResolver } from './app-content/slides.resolver.js';
import { WelcomeModalsResolver } from './app-content/welcome-modals.resolver.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { IdentityProviderResolver } from './auth/identity-provider.resolver.js';
import { ChatResolver } from './chat/chat.resolver.js';
import { CoursesResolver } from './courses/courses.resolver.js';
import { DevicesResolver } from './push/devices.resolver.js';
import { DicomInboxResolver } from './dicom-listener/index.js';
import { MyNotificationsResolver } from './notifications/my-notifications.resolver.js';
import { NotificationsResolver } from './notifications/notifications.resolver.js';
import { buildGuardedSchema } from './graphql/schema.js';
import { LayoutResolver } from './layout/layout.resolver.js';
import { PanelResolver } from './panel/panel.resolver.js';
import { PatientsResolver } from './patients/patients.resolver.js';
import { QualityIndicatorsResolver } from './quality/indicators.resolver.js';
import { QualitySurveysResolver } from './quality/survey.resolver.js';
import { SurveyAnswersResolver } from './quality/survey-answers.resolver.js';
import { SearchResolver } from './search/search.resolver.js';
import { SettingsResolver } from './settings/settings.resolver.js';
import { MySupportResolver } from './support/my-support.resolver.js';
import { SupportDeskResolver } from './support/support-desk.resolver.js';
import { StudiesResolver, StudyFileFieldsResolver } from './studies/studies.resolver.js';
import { StudyGroupsResolver } from './studies/study-groups.resolver.js';
import { StudySharesResolver } from './study-shares/index.js';
import { StudyImagesResolver, StudyViewerResolver } from './dicom-web/index.js';
import { SharedStudyViewerResolver } from './dicom-web/shared-study-viewer.resolver.js';
import { PreRegistrationResolver } from './users/pre-registration.resolver.js';
import { UsersAdminResolver } from './users/users-admin.resolver.js';
import { UsersResolver } from './users/users.resolver.js';
import { WelcomeTourResolver } from './users/welcome-tour.resolver.js';

/** Every feature's resolvers. A new feature adds its resolver here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  IdentityProviderResolver,
  UsersResolver,
  WelcomeTourResolver,
  SettingsResolver,
  CoursesResolver,
  ChatResolver,
  PatientsResolver,
  StudiesResolver,
  StudyFileFieldsResolver,
  StudyGroupsResolver,
  DicomInboxResolver,
  StudySharesResolver,
  StudyViewerResolver,
  StudyImagesResolver,
  SharedStudyViewerResolver,
  UsersAdminResolver,
  PreRegistrationResolver,
  QualitySurveysResolver,
  SurveyAnswersResolver,
  AccessLogResolver,
  FaqResolver,
  ServicesResolver,
  PackagesResolver,
  SlidesResolver,
  WelcomeModalsResolver,
  BranchOfficesResolver,
  AppHomeResolver,
  RecipesResolver,
  DevicesResolver,
  NotificationsResolver,
  MyNotificationsResolver,
  QualityIndicatorsResolver,
  PanelResolver,
  MySupportResolver,
  SupportDeskResolver,
  LayoutResolver,
  SearchResolver,
];

let cached: Promise<GraphQLSchema> | undefined;

/** The app's schema, built once per process. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  cached ??= buildGuardedSchema(resolvers);
  return cached;
}

/** The SDL committed as schema.graphql: the contract of the mobile app and the client. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
