import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgsGql } from '../graphql/connection.js';
import { pageWindow } from '../common/position-pages.js';
import { ID } from '../graphql/id-scalar.js';
import { RoleGql } from '../graphql/person-enums.js';
import { UploadScalar, type UploadedFile } from '../http/uploads.js';
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
import { SortDirection, UserAdminInput, UserDetailGql, UserConnectionGql, UserSortField } from './users-admin.types.js';
import { UserTypeGql } from './users.types.js';
import { roleGroups } from '../../../shared/role-groups.js';

@Resolver()
export class UsersAdminResolver {
  @Query(() => UserConnectionGql, {
    description:
      'Every account, a page at a time: search in names, email and username, filter by type and status, order chosen by the caller. Admins only: FORBIDDEN for other roles, UNAUTHENTICATED without a session.',
  })
  @Access(roleGroups.admin)
  @PageSize(['first', 'last'], 100)
  users(
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (up to 6, case and accents aside) that must each begin a name, surname, the email, the username or a piece of those between dots, @, dashes and underscores; none: every account.',
    })
    search: string | null,
    @Arg('userType', () => RoleGql, { nullable: true, description: 'Only accounts of this kind; none: every kind.' })
    userType: RoleGql | null,
    @Arg('status', () => Boolean, {
      nullable: true,
      description: 'true: active accounts only; false: deactivated only; none: both.',
    })
    status: boolean | null,
    @Args(() => PageArgsGql) page: PageArgsGql,
    @Arg('sortBy', () => UserSortField, {
      defaultValue: UserSortField.NAME,
      description: 'The order; by full name when left out.',
    })
    sortBy: UserSortField,
    @Arg('sortDirection', () => SortDirection, {
      defaultValue: SortDirection.ASC,
      description: 'Ascending when left out.',
    })
    sortDirection: SortDirection,
    @Ctx() ctx: GqlContext,
  ) {
    return listUsers(
      ctx.deps,
      requireActor(ctx),
      { search, userType, status, sortBy, sortDirection },
      pageWindow('users', page),
    );
  }

  @Query(() => UserDetailGql, {
    description:
      "A user with office data, the patient's doctor and the last 10 sign-ins. Admins only (FORBIDDEN otherwise); NOT_FOUND when there is no such user.",
  })
  @Access(roleGroups.admin)
  user(@Arg('id', () => ID, { description: 'The user.' }) id: number, @Ctx() ctx: GqlContext) {
    return getUserDetail(ctx.deps, requireActor(ctx), id);
  }

  @Query(() => [UserTypeGql], {
    description: 'Kinds of account by name, for the list filter and the user form. Admins only (FORBIDDEN otherwise).',
  })
  @Access(roleGroups.admin)
  userTypes(@Ctx() ctx: GqlContext) {
    return listUserTypes(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => UserDetailGql, {
    description:
      'Creates an account with the given password and answers it; a doctor saved without office data must complete it on sign-in. Admins only (FORBIDDEN otherwise). BAD_USER_INPUT with the field for invalid data or an unusable doctorId; CONFLICT with the field (email, username) when another account has it.',
  })
  @Access(roleGroups.admin)
  createUser(
    @Arg('input', () => UserAdminInput, {
      description: 'The new account; password and passwordConfirmation are required.',
    })
    input: UserAdminInput,
    @Ctx() ctx: GqlContext,
  ) {
    return createUserAccount(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => UserDetailGql, {
    description:
      "Saves an account; a new password, a new type or a deactivation ends the user's sessions. Admins only; FORBIDDEN when admins deactivate themselves or drop their own admin type. NOT_FOUND for an unknown id; BAD_USER_INPUT with the field (userType when a doctor who has patients changes type); CONFLICT with the field (email, username).",
  })
  @Access(roleGroups.admin)
  updateUser(
    @Arg('id', () => ID, { description: 'The user.' }) id: number,
    @Arg('input', () => UserAdminInput, { description: 'The whole form; the password changes only when one is sent.' })
    input: UserAdminInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updateUserAccount(ctx.deps, requireActor(ctx), id, input);
  }

  @Mutation(() => UserDetailGql, {
    description:
      'Deactivates an account: its sessions end and its open WebSockets close at once, and it cannot sign in until reactivated. Admins only; FORBIDDEN for the own account. NOT_FOUND for an unknown id.',
  })
  @Access(roleGroups.admin)
  deactivateUser(@Arg('id', () => ID, { description: 'The user.' }) id: number, @Ctx() ctx: GqlContext) {
    return deactivateUser(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => UserDetailGql, {
    description:
      'Gives a deactivated account its access back; the user signs in again. Admins only (FORBIDDEN otherwise); NOT_FOUND for an unknown id.',
  })
  @Access(roleGroups.admin)
  reactivateUser(@Arg('id', () => ID, { description: 'The user.' }) id: number, @Ctx() ctx: GqlContext) {
    return reactivateUser(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes an account for good, with the patient's studies and files, the patient's chat and every message the user wrote; a doctor's patients and studies stay, without doctor. Cannot be undone; true on success. Admins only; FORBIDDEN for the own account; NOT_FOUND for an unknown id.",
  })
  @Access(roleGroups.admin)
  deleteUser(@Arg('id', () => ID, { description: 'The user.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteUser(ctx.deps, requireActor(ctx), id, ctx.meta);
  }

  @Mutation(() => UserImportReportGql, {
    description:
      'Creates accounts from a CSV (columns name, lastname, mother_lastname, email, phone, type, and doctor_email for patients); valid rows are created together and emailed a link to set their password, the others are reported. Admins only (FORBIDDEN otherwise). BAD_USER_INPUT (file) for a malformed, empty or too large file or over 1000 rows; CONFLICT (file) when an email was registered meanwhile, and then nothing is imported.',
  })
  @Access(roleGroups.admin)
  async importUsers(
    @Arg('file', () => UploadScalar, {
      description:
        'The CSV file (GraphQL multipart request): UTF-8, comma or semicolon separated, a header row, up to 1 MB.',
    })
    file: UploadedFile,
    @Ctx() ctx: GqlContext,
  ) {
    const actor = requireActor(ctx);
    // invitationsFailed stays in the contract, always empty, for apps built before the invitations became jobs.
    return { ...(await importUsers(ctx.deps, actor, await file.open('file'))), invitationsFailed: [] };
  }
}
