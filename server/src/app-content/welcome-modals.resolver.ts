import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { openUpload } from '../http/uploads.js';
import { adminWelcomeModalNode, welcomeModalNode } from './welcome-modals-mapping.js';
import {
  createWelcomeModal,
  deleteWelcomeModal,
  getWelcomeModal,
  listPublicWelcomeModals,
  listWelcomeModals,
  reorderWelcomeModals,
  updateWelcomeModal,
} from './welcome-modals.service.js';
import { AdminWelcomeModalGql, WelcomeModalGql, WelcomeModalInput } from './welcome-modals.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see WelcomeModalInput), or on image when the file is not a PNG, JPEG or WebP, or is over appSettings.fileSizeLimitMb; nothing is stored then.";
const imageNote =
  'PNG, JPEG or WebP (sniffed from its bytes, not its name), up to appSettings.fileSizeLimitMb; sent as a GraphQL multipart request.';

const upload = async (image: Promise<FileUpload> | null) => (image ? (await openUpload(image, 'image')).stream : null);

@Resolver()
export class WelcomeModalsResolver {
  @Query(() => [WelcomeModalGql], {
    description:
      'The modals the app shows on opening: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.',
  })
  @Access('public')
  async welcomeModals(@Ctx() ctx: GqlContext) {
    return (await listPublicWelcomeModals(ctx.deps)).map(welcomeModalNode);
  }

  @Query(() => [AdminWelcomeModalGql], {
    description:
      'Every welcome modal, whatever its state, in position order, for the administration. Not paged. Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.',
  })
  @Access(roleGroups.admin)
  async adminWelcomeModals(
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (up to 6, case and accents aside) that must each appear in the title or the text; empty or left out: all.',
    })
    search: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await listWelcomeModals(ctx.deps, requireActor(ctx), search)).map((row) => adminWelcomeModalNode(row, now));
  }

  @Query(() => AdminWelcomeModalGql, {
    description:
      'One welcome modal, whatever its state, for its edit form. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  async adminWelcomeModal(
    @Arg('id', () => ID, { description: 'The welcome modal.' }) id: number,
    @Ctx() ctx: GqlContext,
  ) {
    return adminWelcomeModalNode(await getWelcomeModal(ctx.deps, requireActor(ctx), id), new Date());
  }

  @Mutation(() => AdminWelcomeModalGql, {
    description: `Creates a welcome modal, last in the order, and answers it. Admins only. ${badInputNote} BAD_USER_INPUT on image when no image is sent.`,
  })
  @Access(roleGroups.admin)
  async createWelcomeModal(
    @Arg('input', () => WelcomeModalInput, { description: 'The new welcome modal.' }) input: WelcomeModalInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: `The picture, required. ${imageNote}` })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const created = await createWelcomeModal(ctx.deps, requireActor(ctx), input, await upload(image));
    return adminWelcomeModalNode(created, new Date());
  }

  @Mutation(() => AdminWelcomeModalGql, {
    description: `Replaces every field of a welcome modal (its position stays) and, when one is sent, its image; answers it. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async updateWelcomeModal(
    @Arg('id', () => ID, { description: 'The welcome modal.' }) id: number,
    @Arg('input', () => WelcomeModalInput, { description: 'The welcome modal as it must be saved.' })
    input: WelcomeModalInput,
    @Arg('image', () => GraphQLUpload, {
      nullable: true,
      description: `A new picture replacing the current one (whose files are deleted); left out: the image stays. ${imageNote}`,
    })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const updated = await updateWelcomeModal(ctx.deps, requireActor(ctx), id, input, await upload(image));
    return adminWelcomeModalNode(updated, new Date());
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a welcome modal and its image files; true when deleted. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  deleteWelcomeModal(@Arg('id', () => ID, { description: 'The welcome modal.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteWelcomeModal(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => [AdminWelcomeModalGql], {
    description:
      'Puts the welcome modals in a new order and answers them in it. Admins only. BAD_USER_INPUT (field ids) when ids is not exactly every current welcome modal, each once.',
  })
  @Access(roleGroups.admin)
  async reorderWelcomeModals(
    @Arg('ids', () => [ID], { description: 'Every welcome modal, each once, in the new order (first to last).' })
    ids: number[],
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await reorderWelcomeModals(ctx.deps, requireActor(ctx), ids)).map((row) => adminWelcomeModalNode(row, now));
  }
}
