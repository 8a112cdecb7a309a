import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { openUpload } from '../http/uploads.js';
import { adminSlideNode, slideNode } from './slides-mapping.js';
import {
  createSlide,
  deleteSlide,
  getSlide,
  listPublicSlides,
  listSlides,
  reorderSlides,
  updateSlide,
} from './slides.service.js';
import { AdminSlideGql, SlideGql, SlideInput } from './slides.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see SlideInput), or on image when the file is not a PNG, JPEG or WebP, or is over appSettings.fileSizeLimitMb; nothing is stored then.";
const imageNote =
  'PNG, JPEG or WebP (sniffed from its bytes, not its name), up to appSettings.fileSizeLimitMb; sent as a GraphQL multipart request. A wide picture (2:1, such as 1080 × 540) suits the carousel.';

const upload = async (image: Promise<FileUpload> | null) => (image ? (await openUpload(image, 'image')).stream : null);

@Resolver()
export class SlidesResolver {
  @Query(() => [SlideGql], {
    description:
      "The slides of the app's home carousel: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  })
  @Access('public')
  async slides(@Ctx() ctx: GqlContext) {
    return (await listPublicSlides(ctx.deps)).map(slideNode);
  }

  @Query(() => [AdminSlideGql], {
    description:
      'Every slide, whatever its state, in position order, for the administration. Not paged. Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.',
  })
  @Access(roleGroups.admin)
  async adminSlides(
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (up to 6, case and accents aside) that must each appear in the alt text or the link; empty or left out: all.',
    })
    search: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await listSlides(ctx.deps, requireActor(ctx), search)).map((row) => adminSlideNode(row, now));
  }

  @Query(() => AdminSlideGql, {
    description: 'One slide, whatever its state, for its edit form. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  async adminSlide(@Arg('id', () => ID, { description: 'The slide.' }) id: number, @Ctx() ctx: GqlContext) {
    return adminSlideNode(await getSlide(ctx.deps, requireActor(ctx), id), new Date());
  }

  @Mutation(() => AdminSlideGql, {
    description: `Creates a slide, last in the order, and answers it. Admins only. ${badInputNote} BAD_USER_INPUT on image when no image is sent.`,
  })
  @Access(roleGroups.admin)
  async createSlide(
    @Arg('input', () => SlideInput, { description: 'The new slide.' }) input: SlideInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: `The picture, required. ${imageNote}` })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    return adminSlideNode(await createSlide(ctx.deps, requireActor(ctx), input, await upload(image)), new Date());
  }

  @Mutation(() => AdminSlideGql, {
    description: `Replaces every field of a slide (its position stays) and, when one is sent, its image; answers it. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async updateSlide(
    @Arg('id', () => ID, { description: 'The slide.' }) id: number,
    @Arg('input', () => SlideInput, { description: 'The slide as it must be saved.' }) input: SlideInput,
    @Arg('image', () => GraphQLUpload, {
      nullable: true,
      description: `A new picture replacing the current one (whose files are deleted); left out: the image stays. ${imageNote}`,
    })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    return adminSlideNode(await updateSlide(ctx.deps, requireActor(ctx), id, input, await upload(image)), new Date());
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a slide and its image files; true when deleted. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  deleteSlide(@Arg('id', () => ID, { description: 'The slide.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteSlide(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => [AdminSlideGql], {
    description:
      'Puts the slides in a new order and answers them in it. Admins only. BAD_USER_INPUT (field ids) when ids is not exactly every current slide, each once.',
  })
  @Access(roleGroups.admin)
  async reorderSlides(
    @Arg('ids', () => [ID], { description: 'Every slide, each once, in the new order (first to last).' })
    ids: number[],
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await reorderSlides(ctx.deps, requireActor(ctx), ids)).map((row) => adminSlideNode(row, now));
  }
}
