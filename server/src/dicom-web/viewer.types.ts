import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { DateTime } from '../graphql/date-scalars.js';

/** The values are the access log's channels. */
export enum ViewerChannelGql {
  PORTAL = 'portal',
  APP = 'app',
}
registerEnumType(ViewerChannelGql, {
  name: 'ViewerChannel',
  description: 'Where a study is being looked at, as the access log records it.',
  valuesConfig: {
    PORTAL: { description: "The web portal's viewer (/visor/<id>)." },
    APP: { description: 'The mobile app.' },
  },
});

@ObjectType('StudySeries', {
  description:
    'A DICOM series of a study (a radiograph, or the slices of a CBCT): what a series list shows, with two rendered images an <img> can open as they are.',
})
export class StudySeriesGql {
  @Field(() => String, { description: 'Series Instance UID (0020,000E): the series in DICOMweb paths.' })
  seriesInstanceUid!: string;
  @Field(() => String, { description: 'Study Instance UID (0020,000D): the DICOM study in DICOMweb paths.' })
  studyInstanceUid!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Modality (0008,0060): CT, DX, PX, IO…; null when the files say none.',
  })
  modality!: string | null;
  @Field(() => String, { nullable: true, description: 'Series Description (0008,103E); null when the files say none.' })
  description!: string | null;
  @Field(() => Int, { nullable: true, description: 'Series Number (0020,0011), for ordering; null when absent.' })
  number!: number | null;
  @Field(() => Int, { description: 'Images (DICOM instances) in the series: slices of a CBCT, 1 for a radiograph.' })
  imageCount!: number;
  @Field(() => Int, { description: 'Frames over all its images (a multi-frame image counts each frame).' })
  frameCount!: number;
  @Field(() => Int, { description: 'Rows of pixels of its largest image.' }) rows!: number;
  @Field(() => Int, { description: 'Columns of pixels of its largest image.' }) columns!: number;
  @Field(() => [Float], {
    nullable: true,
    description:
      'Millimetres between pixel centres: [between rows, between columns]; null when the files do not say (then measurements cannot be in mm).',
  })
  pixelSpacing!: number[] | null;
  @Field(() => String, {
    description:
      'A JPEG of about 128 px of its representative image, on this server (relative: prefix the API origin); carries its own grant, so an <img> opens it without headers.',
  })
  thumbnailUrl!: string;
  @Field(() => String, {
    description:
      'A JPEG of up to 1024 px of its middle image (the middle slice of a CBCT): show it at once, before a viewer library loads. Relative, with its own grant like thumbnailUrl.',
  })
  previewUrl!: string;
}

@ObjectType('StudyViewer', {
  description:
    "What a viewer needs to show a study's images: the DICOMweb root, a grant to send with each request, and the series.",
})
export class StudyViewerGql {
  @Field(() => ID, { description: 'The portal study.' }) studyId!: number;
  @Field(() => String, {
    description:
      'Send it with every DICOMweb request: header "X-Viewer-Grant: <grant>", or "grant=<grant>" in the query of an <img>. It opens this study only, until grantExpiresAt or until the session or share link it came from is closed.',
  })
  grant!: string;
  @Field(() => DateTime, {
    description: 'When the grant stops opening the images; open the viewer again for a new one.',
  })
  grantExpiresAt!: Date;
  @Field(() => String, {
    description:
      'The DICOMweb base path ("/dicom-web", relative to the API origin): QIDO-RS, WADO-RS (metadata, frames, rendered) and WADO-URI under it.',
  })
  dicomWebRoot!: string;
  @Field(() => [String], {
    description: 'The DICOM Study Instance UIDs of its images (usually one); empty when the study has no DICOM images.',
  })
  studyInstanceUids!: string[];
  @Field(() => [StudySeriesGql], { description: 'Its DICOM series in series-number order; empty when none.' })
  series!: StudySeriesGql[];
}
