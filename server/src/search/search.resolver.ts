import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { PageSize } from '../graphql/operation-rules.js';
import { searchLimits, searchPortal } from './search.service.js';
import { SearchResultGql } from './search.types.js';

@Resolver()
export class SearchResolver {
  @Query(() => [SearchResultGql], {
    description:
      'Finds by name the patients, staff accounts and courses the signed-in user may see (the header search): patients as in the virtual lab (a doctor only their own), accounts and courses for admins. Each word typed must begin a name, surname or email, case and accents aside; courses match any part of their name. Patients first, then accounts, then courses. Staff only: UNAUTHENTICATED without a session, FORBIDDEN for patients. BAD_USER_INPUT (text) under 2 or over 100 characters, (first) outside 1 to 20.',
  })
  @Access(roleGroups.staff)
  @PageSize('first', searchLimits.maxFirst)
  search(
    @Arg('text', () => String, { description: 'What the user typed, 2 to 100 characters.' }) text: string,
    @Arg('first', () => Int, {
      nullable: true,
      description: 'Results of each kind at most, 1 to 20; 5 when left out.',
    })
    first: number | null,
    @Ctx() ctx: GqlContext,
  ) {
    return searchPortal(ctx.deps, requireActor(ctx), { text, first });
  }
}
