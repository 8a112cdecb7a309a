/**
 * The access layer: every kind of record has one rule in one shape (record-rule.ts; each feature
 * declares its kinds beside its tables), one function checks ids against it and answers "not
 * found" the same way everywhere (requireAccess), and one rule says whose patients an actor sees
 * (patient-audience.ts). Services that act for someone reach the database through `scopedDb`,
 * bound to their actor; `deps.systemDb` is the unchecked handle, for system work only (the lint
 * rule local/system-db keeps the list of files that may read it). Role groups live in
 * shared/role-groups.ts.
 */
export { actorParams, recordRule, visible, visibleToRole, type RecordRule } from './record-rule.js';
export { requireAccess, requireRecord } from './require-access.js';
export { scopedDb, type ScopedDb } from './scoped-db.js';
export { patientAudience, seesPatient, type PatientAudience } from './patient-audience.js';
