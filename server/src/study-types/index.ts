/** The lab's study types: what other features may use of them (their rows are reference data, ensured at start). */
export { StudyTypeGql } from './study-types.types.js';
