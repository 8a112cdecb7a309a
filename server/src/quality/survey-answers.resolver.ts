import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { surveyPendingDays } from '../../../shared/quality-survey.js';
import { Access } from '../graphql/access.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { PageSize } from '../graphql/operation-rules.js';
import { answerSurvey, pendingSurveys } from './survey-answers.service.js';
import { AnswerSurveyInput, PendingSurveyConnectionGql, SurveyAnsweredGql } from './survey.types.js';

const patientsOnly = 'Patients only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.';

/** The patient's side of the quality survey, in the app and the web area. */
@Resolver()
export class SurveyAnswersResolver {
  @Query(() => PendingSurveyConnectionGql, {
    description: `The quality surveys the signed-in patient may answer, newest first: one per study whose result reached them in the last ${surveyPendingDays} days, while that survey is the active one and the study is visible to them (hidden by the lab, its survey goes until shown again), until answered. ${patientsOnly}`,
  })
  @Access(['patient'])
  @PageSize('first', 100)
  pendingSurveys(@Args(() => ForwardPageArgsGql) page: ForwardPageArgsGql, @Ctx() ctx: GqlContext) {
    return pendingSurveys(ctx.deps, requireActor(ctx), page);
  }

  @Mutation(() => SurveyAnsweredGql, {
    description: `Sends the patient's answers to one pending survey; it can be answered once. The answers are kept with the study type and branch office, never shown with the patient's or the doctor's name. ${patientsOnly} BAD_USER_INPUT naming the answer ("answers.2.score": out of range for its kind, a choice that is not one of the question's, a text over 140 characters, a required question unanswered, an unknown or repeated question); CONFLICT when it was answered already or is no longer open; NOT_FOUND when the invitation is not the patient's or its study is hidden from them, as for an unknown one.`,
  })
  @Access(['patient'])
  answerSurvey(
    @Arg('input', () => AnswerSurveyInput, { description: 'The invitation and the answers.' }) input: AnswerSurveyInput,
    @Ctx() ctx: GqlContext,
  ) {
    return answerSurvey(ctx.deps, requireActor(ctx), input);
  }
}
