import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { PublicationInput, WithPublication } from './publication-fields.types.js';
import { AppImageGql } from '../files/index.js';
import { described } from '../../../shared/validation/described.js';
import { branchOfficeContactSchema, branchOfficeSchema } from '../../../shared/validation/branch-office.js';

@ObjectType('BranchOfficeContact', { description: 'A person to ask for at a branch office, with their phone.' })
export class BranchOfficeContactGql {
  @Field(() => String, { description: 'Who to ask for, e.g. "Lic. Ana Pérez (recepción)".' }) name!: string;
  @Field(() => String, { description: 'Their phone: 10 digits, no spaces (e.g. "5512345678"); dial it as is.' })
  phone!: string;
}

@ObjectType('BranchOffice', {
  description: "One of the lab's branch offices (Sucursales): where it is, how to reach it and when it opens.",
})
export class BranchOfficeGql {
  @Field(() => ID, {
    description: 'The branch office; pass it to updateBranchOffice, deleteBranchOffice and reorderBranchOffices.',
  })
  id!: number;
  @Field(() => String, { description: 'Its name, e.g. "Sucursal Roma", at most 120 characters.' }) name!: string;
  @Field(() => String, { description: 'Its street address as one line, at most 255 characters.' }) address!: string;
  @Field(() => Float, { description: 'Latitude in degrees (WGS 84), -90 to 90: where to put the pin.' }) lat!: number;
  @Field(() => Float, { description: 'Longitude in degrees (WGS 84), -180 to 180.' }) lng!: number;
  @Field(() => String, {
    nullable: true,
    description: 'How to get there, in words (landmarks, parking); null when the lab wrote none. Plain text.',
  })
  directions!: string | null;
  @Field(() => String, {
    description:
      "An https link that opens the office on a map: the one the lab chose (Google Maps, Waze…), or else a Google Maps search of lat,lng. Always set: open it in the device's browser or map app.",
  })
  mapUrl!: string;
  @Field(() => [BranchOfficeContactGql], {
    description: 'People to ask for, in the order the lab gave them (up to 10); empty when none.',
  })
  contacts!: BranchOfficeContactGql[];
  @Field(() => [String], {
    description: "The office's own phones, 10 digits each, in the order to show them (up to 5); empty when none.",
  })
  phones!: string[];
  @Field(() => String, {
    nullable: true,
    description:
      'Opening hours as the lab writes them, e.g. "Lunes a viernes de 7:00 a 20:00; sábados de 8:00 a 14:00"; null when not given. Plain text.',
  })
  openingHours!: string | null;
  @Field(() => AppImageGql, { nullable: true, description: 'A photo of the office; null when it has none.' })
  image!: AppImageGql | null;
  @Field(() => Int, {
    description: 'Place in the list, 1 first; the public branchOffices query answers in this order.',
  })
  position!: number;
}

@ObjectType('AdminBranchOffice', {
  description: 'A branch office as the administration sees it: with its own map link and its publication.',
})
export class AdminBranchOfficeGql extends WithPublication(BranchOfficeGql) {
  @Field(() => String, {
    nullable: true,
    description: 'The map link the admin entered (https); null when none, and mapUrl is then built from lat,lng.',
  })
  mapServiceUrl!: string | null;
}

@InputType('BranchOfficeContactInput', { description: 'A person to ask for at the office. Texts are trimmed.' })
export class BranchOfficeContactInput {
  @Field(() => String, { description: described(branchOfficeContactSchema, 'name') }) name!: string;
  @Field(() => String, { description: described(branchOfficeContactSchema, 'phone') }) phone!: string;
}

@InputType('BranchOfficeInput', { description: 'A branch office as the admin form saves it. Texts are trimmed.' })
export class BranchOfficeInput extends PublicationInput {
  @Field(() => String, { description: described(branchOfficeSchema, 'name') }) name!: string;
  @Field(() => String, { description: described(branchOfficeSchema, 'address') }) address!: string;
  @Field(() => Float, { description: described(branchOfficeSchema, 'lat') }) lat!: number;
  @Field(() => Float, { description: described(branchOfficeSchema, 'lng') }) lng!: number;
  @Field(() => String, { nullable: true, description: described(branchOfficeSchema, 'directions') })
  directions?: string | null;
  @Field(() => String, { nullable: true, description: described(branchOfficeSchema, 'mapServiceUrl') })
  mapServiceUrl?: string | null;
  @Field(() => [BranchOfficeContactInput], { description: described(branchOfficeSchema, 'contacts') })
  contacts!: BranchOfficeContactInput[];
  @Field(() => [String], { description: described(branchOfficeSchema, 'phones') }) phones!: string[];
  @Field(() => String, { nullable: true, description: described(branchOfficeSchema, 'openingHours') })
  openingHours?: string | null;
}
