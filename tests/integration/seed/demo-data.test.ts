import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../support/test-server.js';
import { loadConfig } from '../../../server/src/config.js';
import { openDatabase } from '../../../server/src/db/client.js';
import { startServer } from '../../../server/src/server.js';
import { users } from '../../../server/src/users/users.tables.js';
import { dicomInstances } from '../../../server/src/studies/dicom.tables.js';
import { studies, studyFiles } from '../../../server/src/studies/studies.tables.js';
import { studyTypes } from '../../../server/src/study-types/study-types.tables.js';
import { demoPassword } from '../../../server/src/seed/demo-data.js';
import { jobSchema } from '../../../server/src/db/job-store.js';
import { rowsOf } from '../../../server/src/db/raw-rows.js';
import type { DatabaseHandle } from '../../../server/src/db/client.js';

/** The states the job queue's jobs are in, each once. */
const jobStates = async (database: DatabaseHandle) =>
  rowsOf<{ state: string }>(
    await database.db.execute(sql`select distinct state from ${sql.identifier(jobSchema)}.job order by state`),
  ).map(({ state }) => state);

describe('datos de demostración', () => {
  it('solo se cargan por omisión en la base embebida fuera de producción, o cuando se piden', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/y' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/y', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  // A whole first start with the demo data: 39 s on a quiet machine, twice that at CI's highest load.
  it('el primer arranque crea una cuenta de cada tipo; el doctor 2 tiene pacientes propios y ninguno en común', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const config = await testConfig({ seedDemo: true });
    const firstSteps: string[] = [];
    let afterSeed: Promise<string[]> | undefined;
    const first = await startServer(config, {
      database,
      listen: false,
      progress: (step) => {
        firstSteps.push(step);
        if (step === 'datos de demostración: encuesta') afterSeed = jobStates(database);
      },
    });
    try {
      expect(first.seeded).toBe(true);
      // The jobs the seed queued (the AVIF copies of its images) wait for the server's runner, which
      // starts once the server is up, and then runs them all.
      expect(await afterSeed).toEqual(['created']);
      await first.app.deps.jobs.idle();
      expect(await jobStates(database)).toEqual(['completed']);
      // What `npm start` prints, in order, as each step of the first start ends.
      expect(firstSteps.slice(0, 3)).toEqual([
        'migraciones aplicadas',
        'aplicación construida',
        'datos de demostración: cuentas listas',
      ]);
      expect(firstSteps).toContain('datos de demostración: estudios e imágenes');
      expect(firstSteps.at(-1)).toBe('datos de demostración: encuesta');
      const all = await database.db.select().from(users);
      const byEmail = new Map(all.map((user) => [user.email, user]));
      for (const [email, role] of [
        ['admin@demo.mx', 'ADMIN'],
        ['doctor@demo.mx', 'DOCTOR'],
        ['doctor2@demo.mx', 'DOCTOR'],
        ['laboratorio@demo.mx', 'LABORATORY'],
        ['recepcion@demo.mx', 'OFFICE_ADMIN'],
        ['paciente@demo.mx', 'PATIENT'],
      ] as const) {
        const token = await loginAs(first.app, email);
        const me = await first.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${token}` },
          payload: { query: '{ me { type { role } } }' },
        });
        expect(me.json().data.me.type.role, email).toBe(role);
      }
      const doctor = byEmail.get('doctor@demo.mx')!;
      const doctor2 = byEmail.get('doctor2@demo.mx')!;
      expect(doctor.profileCompletionPending).toBe(false);
      expect(doctor2.profileCompletionPending).toBe(true);
      expect(byEmail.get('paciente@demo.mx')!.doctorId).toBe(doctor.id);
      const patientsOf = (doctorId: number) => all.filter((user) => user.doctorId === doctorId).map((user) => user.id);
      expect(patientsOf(doctor2.id).length).toBeGreaterThan(0);
      expect(patientsOf(doctor2.id).filter((id) => patientsOf(doctor.id).includes(id))).toEqual([]);

      // The front desk finds the demo conversation in its chat history, already read.
      const chatList = await first.app.inject({
        method: 'GET',
        url: '/chat',
        headers: { authorization: `Bearer ${await loginAs(first.app, 'recepcion@demo.mx')}` },
      });
      expect(chatList.json().data).toEqual([
        expect.objectContaining({
          patientName: expect.stringContaining(byEmail.get('paciente@demo.mx')!.name),
          lastMessage: 'Solo su identificación; el doctor ya tiene sus estudios.',
          numberNewMessage: 0,
        }),
      ]);

      // The patients' app shows the published demo FAQ, in Spanish; the draft stays out.
      const faqs = await first.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ faqs { question } }' },
      });
      const questions = faqs.json().data.faqs.map((faq: { question: string }) => faq.question);
      expect(questions).toHaveLength(4);
      expect(questions[0]).toBe('¿Necesito cita para tomarme un estudio?');
      expect(questions).not.toContain('¿Qué formas de pago aceptan?');

      // And the lab's services with their pictures, sized for phones; the draft stays out.
      const offered = await first.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ services { name image { url mediaType sizes { width } } } }' },
      });
      const shown = offered.json().data.services as {
        name: string;
        image: { url: string; mediaType: string; sizes: { width: number }[] };
      }[];
      expect(shown.map((service) => service.name)).toEqual([
        'Radiografía panorámica',
        'Tomografía Cone Beam (CBCT)',
        'Radiografías periapicales digitales',
        'Cefalometría lateral con trazado',
      ]);
      for (const service of shown) {
        expect(service.image).toMatchObject({ mediaType: 'image/jpeg', sizes: [{ width: 360 }, { width: 720 }] });
        expect((await first.app.inject({ method: 'GET', url: service.image.url })).statusCode).toBe(200);
      }
      // The study packages with their study types and price; the draft stays out.
      const sold = await first.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ packages { name studyTypes { name } price { cents currency } } }' },
      });
      expect(sold.json().data.packages).toEqual([
        {
          name: 'Paquete de ortodoncia',
          studyTypes: [
            { name: 'Fotografía clínica' },
            { name: 'Radiografía lateral de cráneo (cefalometría)' },
            { name: 'Radiografía panorámica' },
          ],
          price: { cents: 180_000, currency: 'MXN' },
        },
        {
          name: 'Paquete de implantes',
          studyTypes: [
            { name: 'Interpretación radiológica' },
            { name: 'Radiografía panorámica' },
            { name: 'Tomografía computarizada (CBCT)' },
          ],
          price: { cents: 320_000, currency: 'MXN' },
        },
      ]);
      // Its carousel and welcome modals: the published demo items with their images served; drafts stay out.
      const content = await first.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ slides { altText image { url sizes { width url } } } welcomeModals { title } }' },
      });
      const { slides, welcomeModals } = content.json().data as {
        slides: { altText: string; image: { url: string; sizes: { width: number; url: string }[] } }[];
        welcomeModals: { title: string }[];
      };
      expect(slides.map((slide) => slide.altText)).toEqual([
        'Radiografía panorámica dental digital con resultados el mismo día',
        'Tomografía 3D (CBCT) con interpretación por especialista en 24 a 48 horas',
        'Cursos de educación continua para odontólogos con valor curricular',
      ]);
      expect(slides[0].image.sizes.map((size) => size.width)).toEqual([360, 720]);
      const thumbnail = await first.app.inject({ method: 'GET', url: slides[0].image.sizes[0].url });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect(welcomeModals.map((modal) => modal.title)).toEqual([
        '¡Bienvenido a tu laboratorio de imagen!',
        'Tus resultados, en tu celular',
      ]);
      // The app lists the published demo branch offices with their photo sizes; the draft stays out.
      const offices = await first.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ branchOffices { name contacts { phone } image { sizes { url } } } }' },
      });
      const listed = offices.json().data.branchOffices as {
        name: string;
        contacts: { phone: string }[];
        image: { sizes: { url: string }[] } | null;
      }[];
      expect(listed.map((office) => office.name)).toEqual([
        'Sucursal Roma',
        'Sucursal Satélite',
        'Sucursal Angelópolis',
      ]);
      expect(listed[0].contacts).toHaveLength(2);
      const photo = await first.app.inject({ method: 'GET', url: listed[0].image!.sizes[0].url });
      expect(photo.statusCode).toBe(200);

      // The recipe book: three published documents with their PDF and cover, the first the front.
      const book = await first.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ recipes { title isFront pdfUrl cover { sizes { url } } } }' },
      });
      const recipes = book.json().data.recipes as { title: string; isFront: boolean; pdfUrl: string }[];
      expect(recipes.map((recipe) => [recipe.title, recipe.isFront])).toEqual([
        ['Recetario de estudios radiográficos', true],
        ['Solicitud de tomografía (CBCT)', false],
        ['Indicaciones antes de tu estudio', false],
      ]);
      const pdf = await first.app.inject({ method: 'GET', url: recipes[0].pdfUrl });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // The demo patient's CBCT and panoramic are real DICOM, indexed as an upload indexes them,
      // beside their report PDFs; the periapical beside the panoramic is JPEG-LS.
      const patient = byEmail.get('paciente@demo.mx')!;
      const images = await database.db
        .select({ instance: dicomInstances, file: studyFiles, type: studyTypes.name })
        .from(dicomInstances)
        .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
        .innerJoin(studies, eq(studies.id, studyFiles.studyId))
        .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
        .where(eq(studies.patientId, patient.id))
        .orderBy(dicomInstances.seriesNumber, dicomInstances.instanceNumber);
      const ofType = (type: string) => images.filter((image) => image.type === type).map((image) => image.instance);
      const cbct = ofType('Tomografía computarizada (CBCT)');
      expect(cbct).toHaveLength(200);
      expect(new Set(cbct.map((slice) => slice.seriesInstanceUid)).size).toBe(1);
      expect(cbct.map((slice) => slice.instanceNumber)).toEqual(cbct.map((_, at) => at + 1));
      expect(cbct[0]).toMatchObject({
        modality: 'CT',
        rows: 256,
        columns: 256,
        pixelSpacingRow: 0.3,
        pixelSpacingColumn: 0.3,
        sliceThickness: 0.3,
        windowCenter: 700,
        windowWidth: 3200,
        patientName: 'García Núñez^Pedro',
        patientId: `P${patient.id}`, // the ID para el equipo the lab types at the scanner
        patientBirthDate: '1995-09-08',
      });
      const panoramic = ofType('Radiografía panorámica');
      expect(panoramic.map((image) => [image.modality, image.rows, image.columns, image.transferSyntaxUid])).toEqual([
        ['PX', 700, 1400, '1.2.840.10008.1.2.1'],
        ['IO', 480, 640, '1.2.840.10008.1.2.4.80'],
      ]);
      expect(panoramic[0].studyInstanceUid).toBe(panoramic[1].studyInstanceUid);
      const reports = await database.db
        .select({ name: studyFiles.name })
        .from(studyFiles)
        .innerJoin(studies, eq(studies.id, studyFiles.studyId))
        .where(and(eq(studies.patientId, patient.id), eq(studyFiles.mediaType, 'application/pdf')));
      expect(reports.map((report) => report.name).sort()).toEqual(['reporte-panoramica.pdf', 'reporte-tomografia.pdf']);
    } finally {
      await first.close();
    }

    // A second start on the same database changes nothing.
    const secondSteps: string[] = [];
    const second = await startServer(config, { database, listen: false, progress: (step) => secondSteps.push(step) });
    expect(second.seeded).toBe(false);
    // A restart loads no demo data, and says so by printing no step of it.
    expect(secondSteps).toEqual(['migraciones aplicadas', 'aplicación construida']);
    expect((await database.db.select().from(users).where(eq(users.email, 'admin@demo.mx'))).length).toBe(1);
    await second.close();
    await database.close();
    // A first start also writes the phone sizes of the demo content's images (sharp): slow on a busy machine.
  }, 180_000);
});

async function loginAs(app: Awaited<ReturnType<typeof startServer>>['app'], email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: 'mutation ($e: String!, $p: String!) { login(identifier: $e, password: $p) { token } }',
      variables: { e: email, p: demoPassword },
    },
  });
  return response.json().data.login.token;
}
