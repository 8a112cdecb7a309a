import { and, eq, isNull } from 'drizzle-orm';
import { scopedDb } from '../access/index.js';
import { logAccess } from '../access-log/index.js';
import type { AccountDeletionStep } from '../users/index.js';
import { removeStoredBytes } from './study-files.service.js';
import { studies, studyFiles } from './studies.tables.js';

/**
 * A deleted patient's studies and their files go with the account (ON DELETE CASCADE); so do the
 * files the user uploaded and never attached. Each study's deletion goes on its record in the
 * clinical access log, which outlives it, and the bytes are removed.
 */
export const studyAccountDeletion: AccountDeletionStep = {
  name: 'studies',
  async collect(tx, userId) {
    const files = await tx
      .select({ id: studyFiles.id, studyId: studies.id, name: studyFiles.name, key: studyFiles.storageKey })
      .from(studyFiles)
      .innerJoin(studies, eq(studies.id, studyFiles.studyId))
      .where(eq(studies.patientId, userId));
    const patientStudies = await tx.select({ id: studies.id }).from(studies).where(eq(studies.patientId, userId));
    const staged = await tx
      .delete(studyFiles)
      .where(and(isNull(studyFiles.studyId), eq(studyFiles.uploadedBy, userId)))
      .returning({ key: studyFiles.storageKey });
    return async ({ deps, actor, meta }) => {
      const withFiles = new Set(files.map((file) => file.studyId));
      const scoped = scopedDb(deps, actor);
      await logAccess(
        scoped.db,
        actor,
        'delete',
        [
          ...files.map((file) => ({ patientId: userId, studyId: file.studyId, fileId: file.id, fileName: file.name })),
          ...patientStudies
            .filter((study) => !withFiles.has(study.id))
            .map((study) => ({ patientId: userId, studyId: study.id })),
        ],
        meta,
      );
      await removeStoredBytes(
        deps,
        [...files, ...staged].map((file) => file.key),
      );
    };
  },
};
