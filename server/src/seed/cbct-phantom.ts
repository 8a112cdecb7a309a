import {
  commonModules,
  decimal,
  grey12,
  phantomUid,
  type PhantomInstance,
  type PhantomOptions,
  seededRandom,
  transferSyntaxes,
  writePart10,
} from './dicom-part10.js';

export type CbctOptions = PhantomOptions & {
  /** Axial slices (200 by default); the anatomy keeps its size, so fewer slices are thicker. */
  slices?: number;
  /** Rows and columns of each slice (256 by default); fewer pixels are larger. */
  size?: number;
};

const ctImageStorage = '1.2.840.10008.5.1.4.1.1.2';
/** The field of view the anatomy fills: 76.8 mm across (256 × 0.3 mm), 60 mm high (200 × 0.3 mm). */
const fieldWidth = 76.8;
const fieldHeight = 60;

// Hounsfield units of what a jaw holds.
const hu = { air: -1000, soft: 40, fat: -90, cortical: 1650, lamina: 1300, enamel: 2900, dentin: 1850, pulp: 45 };

/**
 * A cone-beam CT of a lower jaw, one axial slice per instance from the chin up: a horseshoe
 * mandible (cortical shell, trabecular inside, the mandibular canal, the rami behind), seven
 * teeth on each side along the arch (enamel crown, dentin, pulp chamber and root canals, the
 * periodontal ligament and lamina dura around the roots, two roots on the molars), the tongue,
 * lips and cheeks, the airway, and air in the mouth and outside the face. Slices are evenly
 * spaced with consistent position, orientation and slice location, so a viewer builds a volume
 * and reformats it in any plane. Stored values are HU + 1024 (Rescale Intercept -1024).
 */
export function* cbctPhantom(options: CbctOptions): Generator<PhantomInstance> {
  const slices = options.slices ?? 200;
  const size = options.size ?? 256;
  const spacing = fieldWidth / size;
  const thickness = fieldHeight / slices;
  const studyInstanceUid = options.studyInstanceUid ?? phantomUid(options.seed, 'study');
  const seriesInstanceUid = phantomUid(options.seed, studyInstanceUid, 'cbct');
  const frameOfReferenceUid = phantomUid(options.seed, studyInstanceUid, 'cbct', 'frame');
  const random = seededRandom(options.seed, 'cbct');
  const phase = [random() * 6.28, random() * 6.28, random() * 6.28];
  const arch = archMap(size, spacing);
  const origin = -fieldWidth / 2 + spacing / 2;
  const shared = {
    ...commonModules(options, studyInstanceUid),
    SOPClassUID: ctImageStorage,
    Modality: 'CT',
    SeriesInstanceUID: seriesInstanceUid,
    SeriesNumber: 1,
    SeriesDescription: 'CBCT mandíbula',
    SeriesDate: options.studyDate.replaceAll('-', ''),
    BodyPartExamined: 'JAW',
    PatientPosition: 'HFS',
    FrameOfReferenceUID: frameOfReferenceUid,
    PositionReferenceIndicator: '',
    ImageType: ['ORIGINAL', 'PRIMARY', 'AXIAL'],
    AcquisitionNumber: 1,
    KVP: 90,
    ...grey12(size, size),
    PixelSpacing: [decimal(spacing), decimal(spacing)],
    SliceThickness: decimal(thickness),
    SpacingBetweenSlices: decimal(thickness),
    ImageOrientationPatient: [1, 0, 0, 0, 1, 0],
    RescaleIntercept: -1024,
    RescaleSlope: 1,
    RescaleType: 'HU',
    // Bone first: the window a viewer opens with; soft tissue second.
    WindowCenter: [700, 40],
    WindowWidth: [3200, 400],
    WindowCenterWidthExplanation: ['HUESO', 'TEJIDO BLANDO'],
  };
  for (let index = 0; index < slices; index += 1) {
    const z = (index + 0.5) * thickness;
    const pixels = axialSlice(arch, size, spacing, z, random, phase);
    const sopInstanceUid = phantomUid(seriesInstanceUid, index);
    const position = decimal(-fieldHeight / 2 + z);
    const bytes = writePart10(
      {
        ...shared,
        SOPInstanceUID: sopInstanceUid,
        InstanceNumber: index + 1,
        ImagePositionPatient: [decimal(origin), decimal(origin), position],
        SliceLocation: position,
      },
      { native: pixels },
      transferSyntaxes.explicitLittleEndian,
    );
    yield {
      fileName: `CT${String(index + 1).padStart(4, '0')}.dcm`,
      bytes,
      studyInstanceUid,
      seriesInstanceUid,
      sopInstanceUid,
      sopClassUid: ctImageStorage,
      transferSyntaxUid: transferSyntaxes.explicitLittleEndian,
    };
  }
}

/** Half of the dental arch: a parabola from the midline (front) to each side (back), in mm. */
const archFront = -24;
const archHalfWidth = 30;
const archCurve = 44 / (archHalfWidth * archHalfWidth);

type ArchMap = {
  /** Signed distance from the arch: positive toward the lips and cheeks, negative toward the tongue. */
  across: Float32Array;
  /** Distance along the arch from the midline, the same on both sides; past its end it goes on into the ramus. */
  along: Float32Array;
  /** Which tooth the pixel lies beside (-1: none) and how far from that tooth's centre along the arch. */
  tooth: Int8Array;
  toothOffset: Float32Array;
  /** Inside the scanner's round field of view. */
  inside: Uint8Array;
  archLength: number;
};

/** Each tooth from the midline back: half of its width along the arch, half its width across, crown and root. */
const teeth = [
  { half: 2.7, across: 3.0, crown: 9.5, root: 12.5, roots: 1, incisor: true },
  { half: 2.9, across: 3.0, crown: 9.0, root: 14, roots: 1, incisor: true },
  { half: 3.4, across: 3.8, crown: 10, root: 16, roots: 1, incisor: false },
  { half: 3.5, across: 4.0, crown: 8, root: 14, roots: 1, incisor: false },
  { half: 3.5, across: 4.2, crown: 7.5, root: 14.5, roots: 1, incisor: false },
  { half: 5.5, across: 5.0, crown: 7.2, root: 13, roots: 2, incisor: false },
  { half: 5.2, across: 4.8, crown: 7.0, root: 12.5, roots: 2, incisor: false },
];

/** The arch's coordinates of every pixel of an axial slice: the same for every slice, computed once. */
function archMap(size: number, spacing: number): ArchMap {
  const step = 0.05;
  const count = Math.round((2 * archHalfWidth) / step) + 1;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  const lengths = new Float64Array(count);
  for (let j = 0; j < count; j += 1) {
    xs[j] = -archHalfWidth + j * step;
    ys[j] = archFront + archCurve * xs[j] * xs[j];
    if (j > 0) lengths[j] = lengths[j - 1] + Math.hypot(xs[j] - xs[j - 1], ys[j] - ys[j - 1]);
  }
  const middle = (count - 1) / 2;
  const archLength = lengths[count - 1] - lengths[middle];
  // Teeth fill the arch but its last 7 mm, where the ramus rises.
  const scale = (archLength - 7) / teeth.reduce((sum, tooth) => sum + 2 * tooth.half, 0);
  const centres: number[] = [];
  let cursor = 0;
  for (const tooth of teeth) {
    centres.push(cursor + tooth.half * scale);
    cursor += 2 * tooth.half * scale;
  }
  const map: ArchMap = {
    across: new Float32Array(size * size),
    along: new Float32Array(size * size),
    tooth: new Int8Array(size * size).fill(-1),
    toothOffset: new Float32Array(size * size),
    inside: new Uint8Array(size * size),
    archLength,
  };
  const radius = fieldWidth / 2 - spacing;
  for (let row = 0; row < size; row += 1) {
    const y = -fieldWidth / 2 + (row + 0.5) * spacing;
    for (let column = 0; column < size; column += 1) {
      const x = -fieldWidth / 2 + (column + 0.5) * spacing;
      const at = row * size + column;
      map.inside[at] = x * x + y * y < radius * radius ? 1 : 0;
      let best = 0;
      let bestDistance = Infinity;
      for (let j = 0; j < count; j += 20) {
        const distance = (xs[j] - x) ** 2 + (ys[j] - y) ** 2;
        if (distance < bestDistance) [best, bestDistance] = [j, distance];
      }
      for (let j = Math.max(0, best - 20); j <= Math.min(count - 1, best + 20); j += 1) {
        const distance = (xs[j] - x) ** 2 + (ys[j] - y) ** 2;
        if (distance < bestDistance) [best, bestDistance] = [j, distance];
      }
      const slope = 2 * archCurve * xs[best];
      const norm = Math.hypot(1, slope);
      const dx = x - xs[best];
      const dy = y - ys[best];
      const across = (dx * slope - dy) / norm;
      let along = Math.abs(lengths[best] - lengths[middle]);
      if (best === 0 || best === count - 1) {
        const direction = best === 0 ? -1 : 1;
        const beyond = (direction * (dx + dy * slope)) / norm;
        if (beyond > 0) along += beyond;
      }
      map.across[at] = across;
      map.along[at] = along;
      for (let index = 0; index < teeth.length; index += 1) {
        const offset = along - centres[index];
        if (Math.abs(offset) <= teeth[index].half * scale + 1.2) {
          map.tooth[at] = index;
          map.toothOffset[at] = offset / scale;
          break;
        }
      }
    }
  }
  return map;
}

/** One axial slice at height z (mm above the field's bottom), as stored values (HU + 1024). */
function axialSlice(
  arch: ArchMap,
  size: number,
  spacing: number,
  z: number,
  random: () => number,
  phase: number[],
): Uint16Array {
  const pixels = new Uint16Array(size * size);
  for (let row = 0; row < size; row += 1) {
    const y = -fieldWidth / 2 + (row + 0.5) * spacing;
    for (let column = 0; column < size; column += 1) {
      const at = row * size + column;
      if (!arch.inside[at]) continue;
      const x = -fieldWidth / 2 + (column + 0.5) * spacing;
      const across = arch.across[at];
      const along = arch.along[at];
      let value = softTissue(x, y, z, across, along, arch.archLength);
      const bone = mandible(across, along, z, arch.archLength);
      if (bone === 2) {
        // Trabecular bone: a marrow pattern rather than a flat grey.
        const pattern =
          Math.sin(x * 1.9 + phase[0]) * Math.sin(y * 2.3 + phase[1]) * Math.sin(z * 2.1 + phase[2]) +
          0.5 * Math.sin(x * 4.1 + z * 3.3) * Math.sin(y * 3.7 - z * 1.3);
        value = 420 + 220 * pattern;
        value = canal(value, across, along, z, arch.archLength);
      } else if (bone === 1) value = hu.cortical;
      const index = arch.tooth[at];
      if (index >= 0) value = tooth(value, teeth[index], arch.toothOffset[at], across, z, bone > 0);
      value += (random() - 0.5) * 70;
      pixels[at] = Math.max(0, Math.min(4095, Math.round(value + 1024)));
    }
  }
  return pixels;
}

function softTissue(x: number, y: number, z: number, across: number, along: number, archLength: number): number {
  // The airway behind the tongue, all the way up.
  if ((x / 6) ** 2 + ((y - 31) / 4.5) ** 2 < 1) return hu.air;
  if (z < 6) return hu.soft;
  if (across > 10 || z > 52 || along > archLength + 14) return z < 10 ? hu.soft : hu.air;
  // The mouth: air above the tongue's dome, lingual to the teeth.
  const tongueTop = Math.max(27, 36 - 0.012 * (across + 15) ** 2);
  if (across < -5.5 && z > tongueTop) return hu.air;
  // A layer of fat under the skin of the lips and cheeks.
  if (across > 8) return hu.fat;
  return hu.soft;
}

/** 0: no bone; 1: cortical; 2: trabecular. */
function mandible(across: number, along: number, z: number, archLength: number): 0 | 1 | 2 {
  if (across > 5.6 || across < -5.6) return 0;
  const centre = 19;
  const high = 12;
  const top = z > centre ? 1 - 0.25 * ((z - centre) / high) : 1;
  const endCap = Math.max(0, along - archLength - 1) / 3;
  const body = power(Math.abs(across) / (5.5 * top)) + power(Math.abs(z - centre) / high) + power(endCap);
  const bodyInner =
    power(Math.abs(across) / (3.8 * top)) + power(Math.abs(z - centre) / (high - 1.8)) + power(endCap * 1.4);
  const ramusAlong = Math.abs(along - (archLength + 2)) / 7;
  const below = Math.max(0, 12 - z) / 5;
  const above = Math.max(0, z - 50) / 6;
  const ramus = power(Math.abs(across) / 3.2) + power(ramusAlong) + power(below) + power(above);
  const ramusInner =
    power(Math.abs(across) / 2) +
    power(Math.abs(along - (archLength + 2)) / 5.8) +
    power(below * 1.3) +
    power(above * 1.3);
  if (body > 1 && ramus > 1) return 0;
  return bodyInner <= 1 || ramusInner <= 1 ? 2 : 1;
}

/** x^2.5, the exponent of the mandible's rounded-rectangle sections, without Math.pow's cost. */
const power = (x: number) => x * x * Math.sqrt(x);

/** The mandibular canal, from the molars back into the ramus, with its thin cortical wall. */
function canal(value: number, across: number, along: number, z: number, archLength: number): number {
  if (along < 14 || along > archLength + 5) return value;
  const distance = Math.hypot(across + 0.8, z - (14 + 0.15 * (along - 14)));
  if (distance < 1.3) return hu.soft;
  if (distance < 1.8) return 1150;
  return value;
}

/** A tooth at offset u (mm along the arch from its centre) and d (across): crown above 31.5 mm, roots below. */
function tooth(value: number, shape: (typeof teeth)[number], u: number, d: number, z: number, inBone: boolean): number {
  const junction = 31.5;
  if (d > 6.5 || d < -6.5 || z > junction + shape.crown || z < junction - shape.root * 1.05) return value;
  if (z >= junction) {
    const t = (z - junction) / shape.crown;
    if (t > 1) return value;
    const bulge = 1 + 0.12 * Math.sin(Math.PI * Math.min(1, t * 1.6));
    let halfAlong = shape.half * bulge;
    let halfAcross = shape.across * bulge * (shape.incisor ? 1 - 0.7 * t : 1);
    if (!shape.incisor && t > 0.75) {
      const round = Math.sqrt(Math.max(0, 1 - ((t - 0.75) / 0.25) ** 2));
      halfAlong *= 0.6 + 0.4 * round;
      halfAcross *= 0.6 + 0.4 * round;
    }
    const q = Math.hypot(u / halfAlong, d / halfAcross);
    if (q > 1) return value;
    // Molar cusps: the occlusal fissure between the buccal and lingual cusps.
    if (!shape.incisor && t > 0.88 && Math.abs(d) < 0.9 * (t - 0.85) * 10) return value;
    if (q > 1 - 1.2 / Math.min(halfAlong, halfAcross) || t > 1 - 1.2 / shape.crown) return hu.enamel;
    if (q < 0.35 && t < 0.45) return hu.pulp;
    return hu.dentin;
  }
  const t = (junction - z) / shape.root;
  if (t > 1.05) return value;
  const taper = Math.max(0, 1 - t ** 1.6) ** 0.7;
  const furcation = shape.roots === 2 && z < junction - 3.5;
  const centre = furcation ? (u > 0 ? 1 : -1) * shape.half * 0.45 : 0;
  const halfAlong = Math.max(0.2, (furcation ? shape.half * 0.32 : shape.half * 0.72) * taper);
  const halfAcross = Math.max(0.2, shape.across * 0.8 * taper);
  const q = Math.hypot((u - centre) / halfAlong, d / halfAcross);
  const canalRadius = Math.max(0.2, 0.35 / Math.min(halfAlong, halfAcross));
  if (t <= 1 && q <= 1) return q < canalRadius ? hu.pulp : hu.dentin;
  if (!inBone) return value;
  // Around the root: the periodontal ligament (dark), then the lamina dura (bright).
  const ring = (q - 1) * Math.min(halfAlong, halfAcross);
  if (ring < 0.25) return 0;
  if (ring < 0.65) return hu.lamina;
  return value;
}
