import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { deleteStudyGroup, getStudyGroup, listStudyGroups, saveStudyGroup } from './study-groups.service.js';
import { StudyGroupGql, StudyGroupInput } from './studies.types.js';
import { roleGroups } from '../../../shared/role-groups.js';

/** Study groups: lab staff and doctors read them, admins manage them. */
@Resolver(() => StudyGroupGql)
export class StudyGroupsResolver {
  @Query(() => [StudyGroupGql], {
    description:
      'Every study group, by name, with how many studies each holds. Lab staff and doctors: FORBIDDEN for patients, UNAUTHENTICATED without a session.',
  })
  @Access(roleGroups.studyReaders)
  studyGroups(@Ctx() ctx: GqlContext) {
    return listStudyGroups(ctx.deps, requireActor(ctx));
  }

  @Query(() => StudyGroupGql, {
    description: 'One study group. Lab staff and doctors (FORBIDDEN for patients); NOT_FOUND for an unknown id.',
  })
  @Access(roleGroups.studyReaders)
  studyGroup(@Arg('id', () => ID, { description: 'The group.' }) id: number, @Ctx() ctx: GqlContext) {
    return getStudyGroup(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => StudyGroupGql, {
    description:
      'Creates a study group and answers it. Admins only (FORBIDDEN otherwise); BAD_USER_INPUT with the field for an empty or too long name or description.',
  })
  @Access(roleGroups.admin)
  createStudyGroup(
    @Arg('input', () => StudyGroupInput, { description: 'The new group.' }) input: StudyGroupInput,
    @Ctx() ctx: GqlContext,
  ) {
    return saveStudyGroup(ctx.deps, requireActor(ctx), null, input);
  }

  @Mutation(() => StudyGroupGql, {
    description:
      "Saves a study group's name and description and answers it. Admins only (FORBIDDEN otherwise); BAD_USER_INPUT with the field for an empty or too long name or description; NOT_FOUND for an unknown id.",
  })
  @Access(roleGroups.admin)
  updateStudyGroup(
    @Arg('id', () => ID, { description: 'The group.' }) id: number,
    @Arg('input', () => StudyGroupInput, { description: 'The whole group form.' }) input: StudyGroupInput,
    @Ctx() ctx: GqlContext,
  ) {
    return saveStudyGroup(ctx.deps, requireActor(ctx), id, input);
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a group; its studies stay, without it; true on success. Admins only (FORBIDDEN otherwise); NOT_FOUND for an unknown id.',
  })
  @Access(roleGroups.admin)
  deleteStudyGroup(@Arg('id', () => ID, { description: 'The group.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteStudyGroup(ctx.deps, requireActor(ctx), id);
  }
}
