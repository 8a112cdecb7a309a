import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { Access } from '../graphql/access.js';
import type { GqlContext } from '../graphql/context.js';
import { deleteStudyGroup, getStudyGroup, listStudyGroups, saveStudyGroup } from './study-groups.service.js';
import { StudyGroupGql, StudyGroupInput } from './studies.types.js';

const readers = ['admin', 'office-admin', 'laboratory', 'doctor'] as const;

/** Study groups (SPEC point 2, /study-groups): staff read them, admins manage them. */
@Resolver(() => StudyGroupGql)
export class StudyGroupsResolver {
  @Query(() => [StudyGroupGql])
  @Access(readers)
  studyGroups(@Ctx() ctx: GqlContext) {
    return listStudyGroups(ctx.deps);
  }

  @Query(() => StudyGroupGql)
  @Access(readers)
  studyGroup(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return getStudyGroup(ctx.deps, id);
  }

  @Mutation(() => StudyGroupGql)
  @Access(['admin'])
  createStudyGroup(@Arg('input', () => StudyGroupInput) input: StudyGroupInput, @Ctx() ctx: GqlContext) {
    return saveStudyGroup(ctx.deps, null, input);
  }

  @Mutation(() => StudyGroupGql)
  @Access(['admin'])
  updateStudyGroup(@Arg('id', () => ID) id: number, @Arg('input', () => StudyGroupInput) input: StudyGroupInput, @Ctx() ctx: GqlContext) {
    return saveStudyGroup(ctx.deps, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a group; its studies stay.' })
  @Access(['admin'])
  deleteStudyGroup(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return deleteStudyGroup(ctx.deps, id);
  }
}
