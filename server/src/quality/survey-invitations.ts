import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { ResultDeliveryStep } from '../studies/index.js';
import { qualitySurveys, surveyInvitations } from './survey.tables.js';

/**
 * The survey opens for the patient when a study's result reaches them: an invitation to the
 * active survey, if there is one, copying the study's type and branch office. Once per study.
 */
export const openSurveyInvitation: ResultDeliveryStep = async (db: Database, study) => {
  const [active] = await db
    .select({ id: qualitySurveys.id })
    .from(qualitySurveys)
    .where(eq(qualitySurveys.active, true));
  if (!active) return;
  await db
    .insert(surveyInvitations)
    .values({
      surveyId: active.id,
      studyId: study.id,
      patientId: study.patientId,
      studyTypeId: study.studyTypeId,
      branchOfficeId: study.branchOfficeId,
    })
    .onConflictDoNothing({ target: surveyInvitations.studyId });
};
