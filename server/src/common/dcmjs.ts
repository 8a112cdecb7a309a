import { createRequire } from 'node:module';
import type Dcmjs from 'dcmjs';

let loaded: typeof Dcmjs | undefined;

/**
 * dcmjs, loaded at its first use: one bundle of about 1 MB, whose loading was a tenth of a
 * restart's time on a server that may not read a DICOM file for hours. Synchronous (required,
 * not imported), for the header readers and writers that are: take it from here, never from
 * 'dcmjs' directly, so that the process holds one copy.
 */
export const dcmjs = (): typeof Dcmjs => (loaded ??= createRequire(import.meta.url)('dcmjs') as typeof Dcmjs);
