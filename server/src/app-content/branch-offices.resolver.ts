import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { UploadScalar, type UploadedFile } from '../http/uploads.js';
import { adminBranchOfficeNode, branchOfficeNode } from './branch-offices-mapping.js';
import {
  createBranchOffice,
  deleteBranchOffice,
  getBranchOffice,
  listBranchOffices,
  type OpenImage,
  reorderBranchOffices,
  updateBranchOffice,
} from './branch-offices.service.js';
import { listPublicBranchOffices } from './public-reads.js';
import { AdminBranchOfficeGql, BranchOfficeGql, BranchOfficeInput } from './branch-offices.types.js';
import { contentResolver } from './content.resolver.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see BranchOfficeInput; a field inside a list is named like contacts.0.phone or phones.1), or (field image) when the file is not a PNG, JPEG or WebP image or is over appSettings.fileSizeLimitMb. Refused input stores nothing.";
const imageArg = {
  nullable: true,
  description:
    'A photo of the office (GraphQL multipart request): PNG, JPEG or WebP, read from its content, up to appSettings.fileSizeLimitMb.',
} as const;

/** The upload's stream, opened only when the service asks for it (after validating the input). */
const opener = (image: UploadedFile | null): OpenImage | undefined =>
  image ? async () => (await image.open('image')).stream : undefined;

/** The lab's branch offices: the public `branchOffices` and the administration's queries and mutations; an office's photo is optional. */
@Resolver()
export class BranchOfficesResolver extends contentResolver({
  names: { one: 'BranchOffice', many: 'BranchOffices' },
  words: { one: 'branch office', many: 'branch offices' },
  publicType: BranchOfficeGql,
  adminType: AdminBranchOfficeGql,
  operations: {
    listPublic: listPublicBranchOffices,
    list: listBranchOffices,
    get: getBranchOffice,
    remove: deleteBranchOffice,
    reorder: reorderBranchOffices,
  },
  publicNode: branchOfficeNode,
  adminNode: adminBranchOfficeNode,
  publicDescription:
    "The lab's branch offices: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  searched: 'the name or the address',
  deleted: ' and its photo',
}) {
  @Mutation(() => AdminBranchOfficeGql, {
    description: `Creates a branch office, last in the order, and answers it. Admins only. ${badInputNote}`,
  })
  @Access(roleGroups.admin)
  async createBranchOffice(
    @Arg('input', () => BranchOfficeInput, { description: 'The new branch office.' }) input: BranchOfficeInput,
    @Arg('image', () => UploadScalar, { ...imageArg, description: `${imageArg.description} Optional.` })
    image: UploadedFile | null,
    @Ctx() ctx: GqlContext,
  ) {
    const row = await createBranchOffice(ctx.deps, requireActor(ctx), input, opener(image));
    return adminBranchOfficeNode(row, new Date());
  }

  @Mutation(() => AdminBranchOfficeGql, {
    description: `Replaces every field of a branch office (its position stays) and answers it. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async updateBranchOffice(
    @Arg('id', () => ID, { description: 'The branch office.' }) id: number,
    @Arg('input', () => BranchOfficeInput, { description: 'The branch office as it must be saved.' })
    input: BranchOfficeInput,
    @Arg('image', () => UploadScalar, {
      ...imageArg,
      description: `${imageArg.description} Replaces the current photo; left out, the photo stays.`,
    })
    image: UploadedFile | null,
    @Arg('removeImage', () => Boolean, {
      defaultValue: false,
      description: 'True removes the current photo (the office then has none); ignored when image is sent.',
    })
    removeImage: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    const row = await updateBranchOffice(ctx.deps, requireActor(ctx), id, input, {
      image: opener(image),
      removeImage,
    });
    return adminBranchOfficeNode(row, new Date());
  }
}
