import type { Readable } from 'node:stream';
import { Arg, type ClassType, Ctx, Mutation, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import type { Actor, Caller } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { UploadScalar, type UploadedFile } from '../http/uploads.js';
import { type ContentOperations, type ContentOptions, contentResolver, contentWords } from './content.resolver.js';

/** What a kind of app content with one required image does (its service), as its resolver calls it. */
export type ImageContentOperations<Item> = ContentOperations<Item> & {
  create(deps: AppDeps, actor: Caller, input: unknown, image: Readable | null): Promise<Item>;
  update(deps: AppDeps, actor: Actor, id: number, input: unknown, image: Readable | null): Promise<Item>;
};

/** The descriptions of the writes and of their image argument. */
type WriteTexts = { create: string; update: string; createImage: string; updateImage: string };

type Options<Item> = ContentOptions<Item> & {
  inputType: ClassType;
  operations: ImageContentOperations<Item>;
} & (
    | {
        /** What its input's rules are, said in every write's BAD_USER_INPUT note: "(see ServiceInput)". */
        inputRules: string;
      }
    | {
        /** The writes' descriptions, for a kind that words them its own way (the schema keeps them). */
        texts: WriteTexts;
      }
  );

/** The image upload's stream, when one was sent. */
const imageStream = async (image: UploadedFile | null | undefined) =>
  image ? (await image.open('image')).stream : null;

function defaultTexts(one: string, inputRules: string): WriteTexts {
  const badInputNote = `BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule ${inputRules} or the image is refused (field image: not PNG, JPEG or WebP, or over appSettings.fileSizeLimitMb); then nothing is stored.`;
  return {
    create: `Creates a ${one}, last in the order, and answers it. Admins only. ${badInputNote} The image is required: BAD_USER_INPUT (field image) without it.`,
    update: `Replaces every field of a ${one} (its position stays) and answers it; the image changes only when one is sent. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
    createImage: 'Its picture (GraphQL multipart upload): PNG, JPEG or WebP. Required.',
    updateImage:
      'A new picture (GraphQL multipart upload): PNG, JPEG or WebP. Left out or null: the current one stays.',
  };
}

/**
 * The resolver of a kind of app content with one required image (slides, welcome modals, services,
 * packages): contentResolver's operations, and create and update taking the input and the image.
 */
export function imageContentResolver<Item>(options: Options<Item>) {
  const { names, operations: ops, adminNode } = options;
  const { one } = contentWords(options);
  const texts = 'texts' in options ? options.texts : defaultTexts(one, options.inputRules);

  @Resolver()
  class ImageContentResolver extends contentResolver(options) {
    @Mutation(() => options.adminType, { name: `create${names.one}`, description: texts.create })
    @Access(roleGroups.admin)
    async create(
      @Arg('input', () => options.inputType, { description: `The new ${one}.` }) input: object,
      @Arg('image', () => UploadScalar, { nullable: true, description: texts.createImage })
      image: UploadedFile | null,
      @Ctx() ctx: GqlContext,
    ) {
      const stream = await imageStream(image);
      return adminNode(await ops.create(ctx.deps, requireActor(ctx), input, stream), new Date());
    }

    @Mutation(() => options.adminType, { name: `update${names.one}`, description: texts.update })
    @Access(roleGroups.admin)
    async update(
      @Arg('id', () => ID, { description: `The ${one}.` }) id: number,
      @Arg('input', () => options.inputType, { description: `The ${one} as it must be saved.` }) input: object,
      @Arg('image', () => UploadScalar, { nullable: true, description: texts.updateImage })
      image: UploadedFile | null,
      @Ctx() ctx: GqlContext,
    ) {
      const stream = await imageStream(image);
      return adminNode(await ops.update(ctx.deps, requireActor(ctx), id, input, stream), new Date());
    }
  }
  return ImageContentResolver;
}
