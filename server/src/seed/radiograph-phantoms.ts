import {
  commonModules,
  dicomDate,
  grey12,
  phantomUid,
  type PhantomInstance,
  type PhantomOptions,
  seededRandom,
  transferSyntaxes,
  writePart10,
} from './dicom-part10.js';
import { encodeJpegLsLossless } from './jpeg-ls.js';

export type RadiographOptions = PhantomOptions & { rows?: number; columns?: number; seriesNumber?: number };

const dxForPresentation = '1.2.840.10008.5.1.4.1.1.1';
const intraoralForPresentation = '1.2.840.10008.5.1.4.1.1.1.3';

/** How bright each tissue shows on a radiograph for presentation (1: fully attenuating). */
const shade = { enamel: 0.93, dentin: 0.76, pulp: 0.3, ligament: 0.27, lamina: 0.64, metal: 1 };

type ToothShape = { half: number; crown: number; root: number; roots: 1 | 2 };
type Tissue = 'enamel' | 'dentin' | 'pulp' | 'ligament' | 'lamina' | null;

/**
 * A tooth seen from the side, x mm from its axis and `depth` mm from its biting edge toward its
 * apex: enamel cap, dentin, pulp chamber and canals, one or two roots, and around the roots the
 * periodontal ligament (dark) and lamina dura (bright).
 */
function toothTissue(shape: ToothShape, x: number, depth: number): Tissue {
  const { half, crown, root } = shape;
  if (depth < 0 || depth > crown + root + 0.6) return null;
  const ax = Math.abs(x);
  if (depth <= crown) {
    const t = depth / crown;
    const width =
      half * (0.82 + 0.18 * Math.sqrt(Math.min(1, depth / 1.5))) * (1 - 0.15 * Math.max(0, (t - 0.7) / 0.3));
    if (ax > width) return null;
    const enamel = 1.2 * (1 - t) + 0.15;
    if (ax > width - enamel || depth < enamel) return 'enamel';
    if (t > 0.55 && ax < half * (0.12 + 0.25 * (t - 0.55))) return 'pulp';
    return 'dentin';
  }
  const s = (depth - crown) / root;
  const taper = Math.max(0, 1 - Math.min(1, s) ** 1.5) ** 0.7;
  const split = shape.roots === 2 && s > 0.2;
  const centre = split ? Math.sign(x || 1) * half * 0.5 : 0;
  const rootHalf = (split ? half * 0.35 : half * 0.72) * taper;
  const dx = Math.abs(x - centre);
  if (s <= 1 && dx <= rootHalf) return dx < Math.max(0.15, rootHalf * 0.22) ? 'pulp' : 'dentin';
  if (dx < rootHalf + 0.25) return 'ligament';
  if (dx < rootHalf + 0.6) return 'lamina';
  return null;
}

/** Lower or upper teeth from the midline back (mm): incisors, canine, premolars, molars. */
const arch: ToothShape[] = [
  { half: 2.7, crown: 9.5, root: 12.5, roots: 1 },
  { half: 2.9, crown: 9, root: 13.5, roots: 1 },
  { half: 3.4, crown: 10, root: 16, roots: 1 },
  { half: 3.5, crown: 8, root: 14, roots: 1 },
  { half: 3.5, crown: 7.5, root: 14, roots: 1 },
  { half: 5.4, crown: 7.2, root: 13, roots: 2 },
  { half: 5.1, crown: 7, root: 12.5, roots: 2 },
  { half: 4.8, crown: 6.8, root: 11, roots: 2 },
];

/**
 * A panoramic radiograph (modality PX, Digital X-Ray for presentation), 1400 × 700 at 0.1 mm by
 * default: both jaws unrolled, sixteen teeth in each along the curved occlusal plane, the
 * mandible with its cortex, canal and rami, the maxilla with its sinuses, palate and nasal cavity.
 */
export function panoramicPhantom(options: RadiographOptions): PhantomInstance {
  const rows = options.rows ?? 700;
  const columns = options.columns ?? 1400;
  // The image is 140 mm × 70 mm whatever its pixel count.
  const spacing = 140 / columns;
  const random = seededRandom(options.seed, 'panoramic');
  const pixels = new Uint16Array(rows * columns);
  const unit = 0.33 / arch.reduce((sum, tooth) => sum + tooth.half, 0);
  const centres: number[] = [];
  let cursor = 0;
  for (const tooth of arch) {
    centres.push(cursor + tooth.half * unit);
    cursor += 2 * tooth.half * unit;
  }
  for (let row = 0; row < rows; row += 1) {
    const fy = (row + 0.5) / rows;
    for (let column = 0; column < columns; column += 1) {
      const fx = (column + 0.5) / columns;
      const side = Math.abs(2 * fx - 1);
      const occlusal = 0.52 - 0.08 * side * side;
      const lower = 0.86 - 0.06 * side * side;
      let value = 0.2 + 0.06 * (1 - side) - (fy < 0.08 ? 0.08 : 0);
      const texture = 0.04 * Math.sin(fx * 210) * Math.sin(fy * 170) + 0.03 * Math.sin(fx * 97 + fy * 131);
      // Maxilla, with the sinuses, the hard palate and the nasal cavity.
      if (fy > 0.14 && fy < occlusal - 0.01) value = 0.42 + texture;
      const sinus = ((Math.abs(fx - 0.5) - 0.22) / 0.09) ** 2 + ((fy - 0.25) / 0.07) ** 2;
      if (sinus < 1) value = sinus > 0.85 ? 0.6 : 0.2;
      if (Math.abs(fy - 0.31) < 0.008 && side < 0.45) value = 0.62;
      if (side < 0.16 && fy < 0.21) value = Math.abs(fx - 0.5) < 0.004 ? 0.45 : 0.14;
      // Mandible: body, rami up to the condyles, cortex, canal.
      const ramus = side > 0.72 && side < 0.88 && fy > 0.14 && fy < lower;
      if ((fy > occlusal + 0.01 && fy < lower) || ramus) {
        value = 0.45 + texture;
        const canalY = lower - 0.1 - 0.05 * Math.max(0, side - 0.6);
        if (side > 0.3 && Math.abs(fy - canalY) < 0.012) value = Math.abs(fy - canalY) > 0.008 ? 0.6 : 0.3;
        if (fy > lower - 0.025 || (ramus && (side < 0.735 || side > 0.865))) value = 0.72;
      }
      // Teeth: which one this column falls on, above (upper jaw) or below (lower jaw) the occlusal plane.
      const away = Math.abs(fx - 0.5);
      const index = centres.findIndex((centre, i) => Math.abs(away - centre) <= arch[i].half * unit + 0.004);
      if (index >= 0) {
        const x = (away - centres[index]) / unit;
        const gap = 0.004;
        // Teeth drawn at 0.75 of their size, so both jaws' roots end inside the 70 mm height.
        const depthMm = ((Math.abs(fy - occlusal) - gap) * 70) / 0.75;
        const tissue = toothTissue(arch[index], x, depthMm);
        const inBone = depthMm > arch[index].crown + 1;
        if (tissue && (inBone || (tissue !== 'ligament' && tissue !== 'lamina'))) value = shade[tissue];
        // A filling in the lower left first molar.
        if (tissue && index === 5 && fx > 0.5 && fy > occlusal && depthMm < 3.5 && Math.abs(x) < 2.6)
          value = shade.metal;
      }
      value += (random() - 0.5) * 0.025;
      pixels[row * columns + column] = Math.max(0, Math.min(4095, Math.round(value * 4095)));
    }
  }
  const studyInstanceUid = options.studyInstanceUid ?? phantomUid(options.seed, 'study');
  const seriesInstanceUid = phantomUid(options.seed, studyInstanceUid, 'panoramic');
  const sopInstanceUid = phantomUid(seriesInstanceUid, 1);
  const bytes = writePart10(
    {
      ...commonModules(options, studyInstanceUid),
      ...projection(options, dxForPresentation, 'PX', seriesInstanceUid, sopInstanceUid),
      SeriesDescription: 'Radiografía panorámica',
      ...grey12(rows, columns),
      ImagerPixelSpacing: [spacing, spacing],
      PixelSpacing: [spacing, spacing],
      PixelSpacingCalibrationType: 'GEOMETRY',
      PatientOrientation: ['L', 'F'],
    },
    { native: pixels },
    transferSyntaxes.explicitLittleEndian,
  );
  return {
    fileName: 'PX0001.dcm',
    bytes,
    studyInstanceUid,
    seriesInstanceUid,
    sopInstanceUid,
    sopClassUid: dxForPresentation,
    transferSyntaxUid: transferSyntaxes.explicitLittleEndian,
  };
}

/**
 * A periapical radiograph of the lower right premolars and first molar (modality IO, Digital
 * Intra-Oral X-Ray for presentation), 640 × 480 at 0.04 mm by default, compressed as lossless
 * JPEG-LS the way many intraoral sensors store it.
 */
export async function intraoralPhantom(options: RadiographOptions): Promise<PhantomInstance> {
  const rows = options.rows ?? 480;
  const columns = options.columns ?? 640;
  // A size 2 sensor: 25.6 mm × 19.2 mm whatever the pixel count.
  const spacing = 25.6 / columns;
  const random = seededRandom(options.seed, 'intraoral');
  const pixels = new Uint16Array(rows * columns);
  const shown = [
    { shape: arch[3], centre: 5.2, edge: 1.6 },
    { shape: arch[4], centre: 11, edge: 1.8 },
    { shape: arch[5], centre: 18.3, edge: 2.2 },
  ];
  const crest = 8.6;
  for (let row = 0; row < rows; row += 1) {
    const y = (row + 0.5) * spacing;
    for (let column = 0; column < columns; column += 1) {
      const x = (column + 0.5) * spacing;
      let value = y < 6.5 ? 0.08 : 0.22;
      if (y > crest + 0.6 * Math.sin(x * 0.7)) {
        value = 0.46 + 0.05 * Math.sin(x * 5.1) * Math.sin(y * 4.3) + 0.04 * Math.sin(x * 2.3 + y * 3.1);
        // The mandibular canal crossing under the apices.
        if (Math.abs(y - (16.4 + 0.04 * x)) < 0.6) value = Math.abs(y - (16.4 + 0.04 * x)) > 0.45 ? 0.62 : 0.3;
      }
      for (const { shape, centre, edge } of shown) {
        // The sensor sees the teeth at 0.8 of their size, apices included.
        const tissue = toothTissue(shape, (x - centre) / 0.8, (y - edge) / 0.8);
        if (!tissue) continue;
        if ((tissue === 'ligament' || tissue === 'lamina') && y < crest + 0.5) continue;
        value = shade[tissue];
        // An occlusal filling in the molar.
        if (shape === arch[5] && y - edge < 2.3 && Math.abs(x - centre) < 2.3 && tissue !== 'pulp') value = shade.metal;
        break;
      }
      value += (random() - 0.5) * 0.02;
      pixels[row * columns + column] = Math.max(0, Math.min(4095, Math.round(value * 4095)));
    }
  }
  const encoded = await encodeJpegLsLossless(pixels, columns, rows, 12);
  const studyInstanceUid = options.studyInstanceUid ?? phantomUid(options.seed, 'study');
  const seriesInstanceUid = phantomUid(options.seed, studyInstanceUid, 'intraoral');
  const sopInstanceUid = phantomUid(seriesInstanceUid, 1);
  const bytes = writePart10(
    {
      ...commonModules(options, studyInstanceUid),
      ...projection(options, intraoralForPresentation, 'IO', seriesInstanceUid, sopInstanceUid),
      SeriesDescription: 'Periapical premolares y molar inferiores derechos',
      ...grey12(rows, columns),
      ImagerPixelSpacing: [spacing, spacing],
      PixelSpacing: [spacing, spacing],
      PixelSpacingCalibrationType: 'GEOMETRY',
      ImageLaterality: 'R',
      PositionerType: 'NONE',
      PatientOrientation: ['P', 'F'],
      LossyImageCompression: '00',
    },
    { encapsulated: [encoded] },
    transferSyntaxes.jpegLsLossless,
  );
  return {
    fileName: 'IO0001.dcm',
    bytes,
    studyInstanceUid,
    seriesInstanceUid,
    sopInstanceUid,
    sopClassUid: intraoralForPresentation,
    transferSyntaxUid: transferSyntaxes.jpegLsLossless,
  };
}

/** The series, equipment and image modules of a projection radiograph for presentation. */
function projection(
  options: RadiographOptions,
  sopClassUid: string,
  modality: 'PX' | 'IO',
  seriesInstanceUid: string,
  sopInstanceUid: string,
): Record<string, unknown> {
  return {
    SOPClassUID: sopClassUid,
    SOPInstanceUID: sopInstanceUid,
    Modality: modality,
    SeriesInstanceUID: seriesInstanceUid,
    SeriesNumber: options.seriesNumber ?? 1,
    SeriesDate: dicomDate(options.studyDate),
    InstanceNumber: 1,
    ImageType: ['ORIGINAL', 'PRIMARY'],
    PresentationIntentType: 'FOR PRESENTATION',
    BodyPartExamined: 'JAW',
    DetectorType: 'SCINTILLATOR',
    KVP: modality === 'PX' ? 70 : 65,
    PixelIntensityRelationship: 'LOG',
    PixelIntensityRelationshipSign: 1,
    RescaleIntercept: 0,
    RescaleSlope: 1,
    RescaleType: 'US',
    PresentationLUTShape: 'IDENTITY',
    BurnedInAnnotation: 'NO',
    LossyImageCompression: '00',
    WindowCenter: 2048,
    WindowWidth: 4096,
  };
}
