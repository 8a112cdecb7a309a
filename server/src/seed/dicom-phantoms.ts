/**
 * Synthetic DICOM studies of a jaw, made at seeding and in tests instead of real patients'
 * images: a CBCT volume, a panoramic radiograph and a JPEG-LS intraoral radiograph, each a DICOM
 * Part 10 file written with dcmjs, the same bytes and UIDs for the same seed.
 */
export { cbctPhantom, type CbctOptions } from './cbct-phantom.js';
export { intraoralPhantom, panoramicPhantom, type RadiographOptions } from './radiograph-phantoms.js';
export {
  phantomUid,
  transferSyntaxes,
  type PhantomInstance,
  type PhantomOptions,
  type PhantomPatient,
} from './dicom-part10.js';
