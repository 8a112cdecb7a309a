import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { systemActor } from '../common/actor.js';
import { projectRoot } from '../common/project-root.js';
import type { AppDeps } from '../deps.js';
import { studyMediaTypes } from '../studies/study-files.service.js';
import { saveStudyGroup } from '../studies/study-groups.service.js';
import { studies, studyFiles, studyGroupLinks } from '../studies/studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { users } from '../users/users.tables.js';

const filesDir = join(projectRoot, 'server/src/seed/study-files');
const dayMs = 86_400_000;

const groups = [
  {
    name: 'Ortodoncia',
    descriptionHtml: '<p>Estudios para diagnóstico y seguimiento de tratamientos de ortodoncia.</p>',
  },
  { name: 'Implantología', descriptionHtml: '<p>Tomografías y radiografías para la planeación de implantes.</p>' },
  { name: 'Endodoncia', descriptionHtml: '<p>Radiografías periapicales y tomografías de zonas específicas.</p>' },
];

/**
 * Demo studies: paciente@demo.mx gets two studies of doctor@demo.mx with an image and a PDF
 * each (a panoramic X-ray and a CBCT), and a patient of doctor2 one more, for the ownership demo.
 * The study groups go through the admin's group form as the system actor; the studies are written
 * as their history stands (uploaded days ago by the demo laboratory), which no service writes.
 */
export async function seedDemoStudies(deps: AppDeps): Promise<void> {
  const { db, storage } = deps;
  const people = new Map(
    (
      await db
        .select({ id: users.id, email: users.email, doctorId: users.doctorId })
        .from(users)
        .where(inArray(users.email, ['paciente@demo.mx', 'raul.ortiz@demo.mx', 'laboratorio@demo.mx']))
    ).map((row) => [row.email, row]),
  );
  const types = new Map((await db.select().from(studyTypes)).map((type) => [type.name, type.id]));
  const groupIds = new Map<string, number>();
  for (const group of groups) groupIds.set(group.name, (await saveStudyGroup(deps, systemActor, null, group)).id);
  const lab = people.get('laboratorio@demo.mx')!.id;
  const demo = [
    {
      patient: 'paciente@demo.mx',
      type: 'Radiografía panorámica',
      daysAgo: 12,
      expiresInDays: 365,
      group: 'Ortodoncia',
      notes: 'Control de tratamiento de ortodoncia.',
      files: ['panoramica.png', 'reporte-panoramica.pdf'],
    },
    {
      patient: 'paciente@demo.mx',
      type: 'Tomografía computarizada (CBCT)',
      daysAgo: 3,
      expiresInDays: 180,
      group: 'Implantología',
      notes: 'Planeación de implante en zona de premolares.',
      files: ['tomografia-corte.png', 'reporte-tomografia.pdf'],
    },
    {
      patient: 'raul.ortiz@demo.mx',
      type: 'Radiografía panorámica',
      daysAgo: 20,
      expiresInDays: 365,
      group: 'Endodoncia',
      notes: null,
      files: ['panoramica.png'],
    },
  ];
  for (const item of demo) {
    const patient = people.get(item.patient)!;
    const createdAt = new Date(Date.now() - item.daysAgo * dayMs);
    const [study] = await db
      .insert(studies)
      .values({
        patientId: patient.id,
        doctorId: patient.doctorId,
        studyTypeId: types.get(item.type)!,
        studyDate: createdAt.toISOString().slice(0, 10),
        expiresAt: new Date(createdAt.getTime() + item.expiresInDays * dayMs),
        notes: item.notes,
        uploadedBy: lab,
        // Delivered when made: adding a file to one later does not tell the patient again.
        resultAnnouncedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await db.insert(studyGroupLinks).values({ studyId: study.id, groupId: groupIds.get(item.group)! });
    for (const name of item.files) {
      const stored = await storage.put('studies', createReadStream(join(filesDir, name)), {
        maxBytes: 10 * 1024 * 1024,
        accept: studyMediaTypes,
      });
      await db.insert(studyFiles).values({
        studyId: study.id,
        uploadedBy: lab,
        name,
        mediaType: stored.mediaType,
        size: stored.size,
        checksum: stored.checksum,
        storageKey: stored.key,
        createdAt,
      });
    }
  }
}
