import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { systemActor } from '../common/actor.js';
import { projectRoot } from '../common/project-root.js';
import type { AppDeps } from '../deps.js';
import { importStudyFile, saveStudyGroup } from '../studies/index.js';
import { studies, studyGroupLinks } from '../studies/studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { users } from '../users/users.tables.js';
import { cbctPhantom, intraoralPhantom, panoramicPhantom, type PhantomInstance } from './dicom-phantoms.js';
import { scannerPatientId } from '../../../shared/scanner-patient-id.js';

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

type DemoImages = 'panoramic' | 'cbct' | null;
type DemoPatient = {
  id: number;
  name: string;
  lastname: string | null;
  motherLastname: string | null;
  birthDate: string | null;
  sex: string | null;
};

/**
 * Demo studies: paciente@demo.mx gets two studies of doctor@demo.mx with real DICOM images and a
 * PDF report each (a panoramic radiograph with a JPEG-LS periapical beside it, and a 200-slice
 * CBCT), and a patient of doctor2 one more with a PNG, for the ownership demo. The images are the
 * synthetic phantoms made for that patient; every file is stored and indexed the way an upload
 * is. The study groups go through the admin's group form as the system actor; the studies are
 * written as their history stands (uploaded days ago by the demo laboratory), which no service
 * writes.
 */
export async function seedDemoStudies(deps: AppDeps): Promise<void> {
  const { systemDb: db } = deps;
  const people = new Map(
    (
      await db
        .select({
          id: users.id,
          email: users.email,
          doctorId: users.doctorId,
          name: users.name,
          lastname: users.lastname,
          motherLastname: users.motherLastname,
          birthDate: users.birthDate,
          sex: users.sex,
        })
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
      files: ['reporte-panoramica.pdf'],
      images: 'panoramic' as DemoImages,
    },
    {
      patient: 'paciente@demo.mx',
      type: 'Tomografía computarizada (CBCT)',
      daysAgo: 3,
      expiresInDays: 180,
      group: 'Implantología',
      notes: 'Planeación de implante en zona de premolares.',
      files: ['reporte-tomografia.pdf'],
      images: 'cbct' as DemoImages,
    },
    {
      patient: 'raul.ortiz@demo.mx',
      type: 'Radiografía panorámica',
      daysAgo: 20,
      expiresInDays: 365,
      group: 'Endodoncia',
      notes: null,
      files: ['panoramica.png'],
      images: null as DemoImages,
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
    const record = { studyId: study.id, uploadedBy: lab, createdAt };
    const images = demoImages(item.images, patient, study.studyDate, item.type);
    for await (const instance of images) {
      await importStudyFile(
        deps,
        systemActor,
        { stream: Readable.from([instance.bytes]), name: instance.fileName },
        record,
      );
    }
    for (const name of item.files) {
      await importStudyFile(deps, systemActor, { stream: createReadStream(join(filesDir, name)), name }, record);
    }
  }
}

/** The DICOM images of a demo study: made here from the patient's data, one instance at a time. */
async function* demoImages(
  kind: DemoImages,
  patient: DemoPatient,
  studyDate: string,
  description: string,
): AsyncGenerator<PhantomInstance> {
  if (!kind) return;
  const options = {
    // One seed per patient and study kind: the same demo always has the same UIDs.
    seed: `demo:${patient.id}:${kind}`,
    patient: {
      name: `${[patient.lastname, patient.motherLastname].filter(Boolean).join(' ')}^${patient.name}`,
      id: scannerPatientId(patient.id),
      birthDate: patient.birthDate ?? '1990-01-01',
      sex: patient.sex === 'female' ? ('F' as const) : patient.sex === 'male' ? ('M' as const) : ('O' as const),
    },
    studyDate,
    studyDescription: description,
  };
  if (kind === 'cbct') {
    yield* cbctPhantom(options);
    return;
  }
  const panoramic = panoramicPhantom(options);
  yield panoramic;
  yield await intraoralPhantom({ ...options, studyInstanceUid: panoramic.studyInstanceUid, seriesNumber: 2 });
}
