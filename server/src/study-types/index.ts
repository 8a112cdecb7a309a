/** The lab's study types (reference data): what study-types offer the app. */
import type { Feature } from '../feature.js';
import { ensureStudyTypes } from './reference-data.js';

export { StudyTypeGql } from './study-types.types.js';

export const studyTypesFeature: Feature = { name: 'study-types', referenceData: ensureStudyTypes };
