import { Ctx, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { mxn } from '../graphql/money.js';
import { adminPanel, type PanelPeriod } from './panel.service.js';
import { AdminPanelGql } from './panel.types.js';

const periodOut = ({ courseSalesCents, ...figures }: PanelPeriod) => ({
  ...figures,
  courseSalesAmount: mxn(courseSalesCents),
});

@Resolver()
export class PanelResolver {
  @Query(() => AdminPanelGql, {
    description:
      "The administrator's dashboard: studies uploaded, new patients and course sales of today and this month, results pending delivery, chats waiting for the staff, the NPS of the last 30 days and the support requests not closed. Admins only: FORBIDDEN otherwise.",
  })
  @Access(roleGroups.admin)
  async adminPanel(@Ctx() ctx: GqlContext): Promise<AdminPanelGql> {
    const panel = await adminPanel(ctx.deps, requireActor(ctx));
    return {
      today: periodOut(panel.today),
      month: periodOut(panel.month),
      resultsPendingDelivery: panel.resultsPendingDelivery,
      unreadChats: panel.unreadChats,
      npsLast30Days: panel.nps.value,
      npsAnswersLast30Days: panel.nps.sampleSize,
      supportRequestsOpen: panel.support.open,
      supportRequestsInProgress: panel.support.inProgress,
    };
  }
}
