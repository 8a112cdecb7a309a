import { expect } from 'vitest';
import type { TestServer } from '../../support/test-server.js';

export type Indicator = {
  key: string;
  value: number | null;
  sampleSize: number;
  target: number | null;
  status: string;
};
export type SurveyRow = {
  nps: number | null;
  npsAnswers: number;
  averageRating: number | null;
  ratingAnswers: number;
  responseRate: number | null;
  invitations: number;
  answered: number;
};
export type Indicators = {
  from: string;
  to: string;
  indicators: Indicator[];
  targets: Record<string, number | string | null>;
  openingHours: {
    days: { weekday: number; opensAt: string | null; closesAt: string | null }[];
    updatedByName: string | null;
  };
  surveyByStudyType: { studyType: { id: string; name: string }; figures: SurveyRow }[];
  surveyByBranchOffice: { branchOffice: { id: string; name: string } | null; figures: SurveyRow }[];
  turnaroundByStudyType: {
    studyType: { name: string };
    sampleSize: number;
    medianHours: number | null;
    p90Hours: number | null;
  }[];
  deliveredByMonth: { month: string; total: number; byStudyType: { studyType: { name: string }; count: number }[] }[];
  expiredUnreadByStudyType: { studyType: { name: string }; expired: number; unread: number }[];
};

const survey = 'nps npsAnswers averageRating ratingAnswers responseRate invitations answered';
export const INDICATORS = `query ($from: Date, $to: Date) { qualityIndicators(from: $from, to: $to) {
  from to
  indicators { key value sampleSize target status }
  targets { nps averageRating responseRate turnaroundMedianHours turnaroundP90Hours chatFirstResponseMedianMinutes chatFirstResponseP90Minutes expiredUnread updatedAt updatedByName }
  openingHours { days { weekday opensAt closesAt } updatedByName }
  surveyByStudyType { studyType { id name } figures { ${survey} } }
  surveyByBranchOffice { branchOffice { id name } figures { ${survey} } }
  turnaroundByStudyType { studyType { name } sampleSize medianHours p90Hours }
  deliveredByMonth { month total byStudyType { studyType { name } count } }
  expiredUnreadByStudyType { studyType { name } expired unread }
} }`;

export const UPDATE_TARGETS =
  'mutation ($input: QualityTargetsInput!) { updateQualityTargets(input: $input) { nps averageRating responseRate turnaroundMedianHours expiredUnread updatedByName } }';
export const UPDATE_HOURS =
  'mutation ($input: OpeningHoursInput!) { updateOpeningHours(input: $input) { days { weekday opensAt closesAt } updatedByName } }';

/** The indicators of a period, as `token` reads them (the request must succeed). */
export async function indicatorsOf(server: TestServer, token: string, from: string, to: string): Promise<Indicators> {
  const result = await server.gql<{ qualityIndicators: Indicators }>(INDICATORS, { from, to }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.qualityIndicators;
}

/** One indicator of the answer, by key. */
export const indicator = (view: Indicators, key: string) => view.indicators.find((item) => item.key === key)!;

/** Every weekday open at the same hours. */
export const everyDay = (opensAt: string | null, closesAt: string | null) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt, closesAt }));
