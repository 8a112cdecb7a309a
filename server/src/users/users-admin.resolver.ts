import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { openUpload } from '../files/uploads.js';
import { Access } from '../graphql/access.js';
import { PageSize } from '../graphql/operation-rules.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { createUserAccount, updateUserAccount } from './user-admin.service.js';
import { deleteUser } from './user-delete.service.js';
import { importUsers } from './user-import.service.js';
import { UserImportReportGql } from './user-import.types.js';
import { getUserDetail, listUserTypes } from './user-detail.service.js';
import { listUsers } from './user-list.service.js';
import { deactivateUser, reactivateUser } from './user-status.service.js';
import { SortDirection, UserAdminInput, UserDetailGql, UserPageGql, UserSortField } from './users-admin.types.js';
import { UserTypeGql } from './users.types.js';

const admin = ['admin'] as const;

@Resolver()
export class UsersAdminResolver {
  @Query(() => UserPageGql, { description: 'Every account: search in names, email and username; filters; order and pages done by the server.' })
  @Access(admin)
  @PageSize('perPage', 100)
  users(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('userType', () => String, { nullable: true, description: 'Type slug' }) userType: string | null,
    @Arg('status', () => Boolean, { nullable: true, description: 'true: active only; false: deactivated only' }) status: boolean | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: 20 }) perPage: number,
    @Arg('sortBy', () => UserSortField, { defaultValue: UserSortField.NAME }) sortBy: UserSortField,
    @Arg('sortDirection', () => SortDirection, { defaultValue: SortDirection.ASC }) sortDirection: SortDirection,
    @Ctx() ctx: GqlContext,
  ) {
    return listUsers(ctx.deps, requireActor(ctx), { search, userType, status, page, perPage, sortBy, sortDirection });
  }

  @Query(() => UserDetailGql, { description: 'A user with office data and the last 10 sign-ins.' })
  @Access(admin)
  user(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return getUserDetail(ctx.deps, requireActor(ctx), id);
  }

  @Query(() => [UserTypeGql], { description: 'Kinds of account, for the list filter and the user form.' })
  @Access(admin)
  userTypes(@Ctx() ctx: GqlContext) {
    return listUserTypes(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => UserDetailGql)
  @Access(admin)
  createUser(@Arg('input', () => UserAdminInput) input: UserAdminInput, @Ctx() ctx: GqlContext) {
    return createUserAccount(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => UserDetailGql, { description: 'A new password, type or deactivation ends the user\'s sessions.' })
  @Access(admin)
  updateUser(@Arg('id', () => ID) id: number, @Arg('input', () => UserAdminInput) input: UserAdminInput, @Ctx() ctx: GqlContext) {
    return updateUserAccount(ctx.deps, requireActor(ctx), id, input);
  }

  @Mutation(() => UserDetailGql, { description: 'Ends access to the portal and the mobile app at once.' })
  @Access(admin)
  deactivateUser(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return deactivateUser(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => UserDetailGql)
  @Access(admin)
  reactivateUser(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return reactivateUser(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => Boolean, { description: 'Deletes the account with its studies, files and messages; cannot be undone.' })
  @Access(admin)
  deleteUser(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return deleteUser(ctx.deps, requireActor(ctx), id, ctx.meta);
  }

  @Mutation(() => UserImportReportGql, {
    description: 'CSV with name, lastname, mother_lastname, email, phone, type (and doctor_email for patients); valid rows are created together.',
  })
  @Access(admin)
  async importUsers(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: GqlContext) {
    const actor = requireActor(ctx);
    return importUsers(ctx.deps, actor, await openUpload(file, 'file'));
  }
}
