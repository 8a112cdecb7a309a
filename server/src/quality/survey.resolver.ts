import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { PageSize } from '../graphql/operation-rules.js';
import {
  activateQualitySurvey,
  createQualitySurvey,
  deactivateQualitySurvey,
  deleteQualitySurvey,
  duplicateQualitySurvey,
  getQualitySurvey,
  listQualitySurveys,
  updateQualitySurvey,
} from './survey-admin.service.js';
import { QualitySurveyConnectionGql, QualitySurveyGql, QualitySurveyInput } from './survey.types.js';

const readRule =
  'Administrators, laboratory and office administrators: UNAUTHENTICATED without a session, FORBIDDEN for doctors and patients.';
const writeRule = 'Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.';
const surveyArg = { description: 'The survey.' };

/** The quality surveys of /quality-s: the administrator builds them; laboratory and office administrators read them. */
@Resolver()
export class QualitySurveysResolver {
  @Query(() => QualitySurveyConnectionGql, {
    description: `The quality surveys, newest first, with their questions and how many patients answered each. ${readRule}`,
  })
  @Access(roleGroups.administration)
  @PageSize('first', 100)
  qualitySurveys(@Args(() => ForwardPageArgsGql) page: ForwardPageArgsGql, @Ctx() ctx: GqlContext) {
    return listQualitySurveys(ctx.deps, requireActor(ctx), page);
  }

  @Query(() => QualitySurveyGql, {
    description: `One survey, for its form. ${readRule} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.administration)
  qualitySurvey(@Arg('id', () => ID, surveyArg) id: number, @Ctx() ctx: GqlContext) {
    return getQualitySurvey(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => QualitySurveyGql, {
    description: `Creates a survey, inactive, and answers it. ${writeRule} BAD_USER_INPUT naming the field ("title", "questions.1.choices").`,
  })
  @Access(roleGroups.admin)
  createQualitySurvey(
    @Arg('input', () => QualitySurveyInput, { description: 'The survey.' }) input: QualitySurveyInput,
    @Ctx() ctx: GqlContext,
  ) {
    return createQualitySurvey(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => QualitySurveyGql, {
    description: `Saves a survey whole: title, intro and its questions in order. Once it has answers its questions can be reworded, made optional or required, reordered and new ones added, but none removed nor changed in kind or choices (BAD_USER_INPUT naming the question: duplicate it to replace it). ${writeRule} BAD_USER_INPUT as for createQualitySurvey; NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  updateQualitySurvey(
    @Arg('id', () => ID, surveyArg) id: number,
    @Arg('input', () => QualitySurveyInput, { description: 'The survey as it must be saved.' })
    input: QualitySurveyInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updateQualitySurvey(ctx.deps, requireActor(ctx), id, input);
  }

  @Mutation(() => QualitySurveyGql, {
    description: `Makes the survey the active one: from now on each delivered study invites its patient to answer it, and the survey active until now stops inviting and taking answers. ${writeRule} BAD_USER_INPUT on questions when it has none; NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  activateQualitySurvey(@Arg('id', () => ID, surveyArg) id: number, @Ctx() ctx: GqlContext) {
    return activateQualitySurvey(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => QualitySurveyGql, {
    description: `Stops the survey: no survey is active, deliveries invite to none and its pending invitations close. ${writeRule} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  deactivateQualitySurvey(@Arg('id', () => ID, surveyArg) id: number, @Ctx() ctx: GqlContext) {
    return deactivateQualitySurvey(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => QualitySurveyGql, {
    description: `Copies the survey and its questions into a new inactive survey titled "<title> (copia)" and answers the copy: the way to replace a survey that has answers. ${writeRule} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  duplicateQualitySurvey(@Arg('id', () => ID, surveyArg) id: number, @Ctx() ctx: GqlContext) {
    return duplicateQualitySurvey(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => Boolean, {
    description: `Deletes a survey nobody answered, with its questions and pending invitations; true when deleted. ${writeRule} CONFLICT when it has answers (they count in the quality indicators); NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  deleteQualitySurvey(@Arg('id', () => ID, surveyArg) id: number, @Ctx() ctx: GqlContext) {
    return deleteQualitySurvey(ctx.deps, requireActor(ctx), id);
  }
}
