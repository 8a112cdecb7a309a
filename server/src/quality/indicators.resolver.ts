import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { described } from '../../../shared/validation/described.js';
import { qualityRangeSchema } from '../../../shared/validation/quality.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { DateOnly } from '../graphql/date-scalars.js';
import { updateOpeningHours, updateQualityTargets } from './indicator-settings.service.js';
import { qualityIndicators } from './indicators.service.js';
import {
  OpeningHoursGql,
  OpeningHoursInput,
  QualityIndicatorsGql,
  QualityTargetsGql,
  QualityTargetsInput,
} from './indicators.types.js';

@Resolver()
export class QualityIndicatorsResolver {
  @Query(() => QualityIndicatorsGql, {
    description:
      'The quality indicators of a period (days in Mexico City, both included): survey NPS, rating and response rate, result turnaround, chat first response, studies delivered and results expired unread, each against its target. Admins, laboratory and office-admin (FORBIDDEN otherwise). BAD_USER_INPUT (to) when from is after to or the period is over 3 years. Also as CSV: GET /quality-indicators.csv?from=&to=.',
  })
  @Access(roleGroups.administration)
  qualityIndicators(
    @Arg('from', () => DateOnly, { nullable: true, description: described(qualityRangeSchema, 'from') })
    from: string | null,
    @Arg('to', () => DateOnly, { nullable: true, description: described(qualityRangeSchema, 'to') }) to: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    return qualityIndicators(ctx.deps, requireActor(ctx), { from, to });
  }

  @Mutation(() => QualityTargetsGql, {
    description:
      'Sets the target of every quality indicator at once (null: no target) and answers them. Admins only: FORBIDDEN otherwise. BAD_USER_INPUT naming the field of a target out of its bounds.',
  })
  @Access(roleGroups.admin)
  updateQualityTargets(
    @Arg('input', () => QualityTargetsInput, { description: 'Every target.' }) input: QualityTargetsInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updateQualityTargets(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => OpeningHoursGql, {
    description:
      "Saves the lab's opening hours for the seven weekdays and answers them; chat response times are counted in them from then on, for any period. Admins only: FORBIDDEN otherwise. BAD_USER_INPUT (days…) for a missing or repeated weekday, a time not HH:MM, one time without the other, or closing before opening.",
  })
  @Access(roleGroups.admin)
  updateOpeningHours(
    @Arg('input', () => OpeningHoursInput, { description: 'The whole week.' }) input: OpeningHoursInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updateOpeningHours(ctx.deps, requireActor(ctx), input);
  }
}
