import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { PageSize } from '../graphql/operation-rules.js';
import { appSettings } from './app-settings.service.js';
import { labSettingsChangesPage } from './lab-settings-changes.js';
import {
  labSettingsOf,
  notificationSettings,
  updateLabSettings,
  updateNotificationSettings,
} from './lab-settings.service.js';
import { LabSettingsChangeConnectionGql, LabSettingsGql, LabSettingsInput } from './lab-settings.types.js';
import { AppSettingsGql, NotificationSettingsGql, NotificationSettingsInput } from './settings.types.js';

/** Who may read the lab's settings (roleGroups.administration), as their descriptions say it. */
const administrationReaders =
  'Admins, laboratory and office-admin users (they see the Administración group); FORBIDDEN for doctors and patients.';

@Resolver()
export class SettingsResolver {
  @Query(() => AppSettingsGql, {
    description:
      "The client configuration (upload limit, environment, card provider, identity provider) and the lab's public settings (contact, legal links, welcome tour, demo mode, default study expiry, chat attachment limit, maintenance notice). Anyone, without signing in.",
  })
  @Access('public')
  appSettings(@Ctx() ctx: GqlContext) {
    return appSettings(ctx.deps);
  }

  @Query(() => LabSettingsGql, {
    description: `Every setting of the lab, for the /admin screen. ${administrationReaders}`,
  })
  @Access(roleGroups.administration)
  labSettings(@Ctx() ctx: GqlContext) {
    return labSettingsOf(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => LabSettingsGql, {
    description:
      'Changes the settings given and answers them all; each setting whose value changed is logged (labSettingsChanges). Admins only: FORBIDDEN otherwise. BAD_USER_INPUT naming the field, nothing saved, for a value that breaks its rule (see LabSettingsInput).',
  })
  @Access(roleGroups.admin)
  updateLabSettings(
    @Arg('input', () => LabSettingsInput, { description: 'The settings to change; the others stay.' })
    input: LabSettingsInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updateLabSettings(ctx.deps, requireActor(ctx), input);
  }

  @Query(() => LabSettingsChangeConnectionGql, {
    description: `Every change of a setting, newest first: which, from what, to what, by whom and when. ${administrationReaders}`,
  })
  @Access(roleGroups.administration)
  @PageSize('first', 100)
  labSettingsChanges(@Args(() => ForwardPageArgsGql) page: ForwardPageArgsGql, @Ctx() ctx: GqlContext) {
    return labSettingsChangesPage(ctx.deps, requireActor(ctx), page);
  }

  @Query(() => NotificationSettingsGql, {
    description:
      'What the lab tells patients by itself: whether a result that is ready is announced (push and chat message). Admins only: FORBIDDEN otherwise. Also in labSettings.',
  })
  @Access(roleGroups.admin)
  notificationSettings(@Ctx() ctx: GqlContext) {
    return notificationSettings(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => NotificationSettingsGql, {
    description:
      'Saves the notification settings and answers them; they apply to the next study saved, and a change is logged (labSettingsChanges). Admins only: FORBIDDEN otherwise. BAD_USER_INPUT (resultReady) without a true or false.',
  })
  @Access(roleGroups.admin)
  updateNotificationSettings(
    @Arg('input', () => NotificationSettingsInput, { description: 'The settings, all of them.' })
    input: NotificationSettingsInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updateNotificationSettings(ctx.deps, requireActor(ctx), input);
  }
}
