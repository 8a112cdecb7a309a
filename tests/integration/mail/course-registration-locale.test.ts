import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRegistrations } from '../../../server/src/courses/courses.tables.js';
import { formatLongDay } from '../../../shared/calendar-day.js';
import { catalogueText } from '../../support/catalogue.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const PAY = `mutation ($input: CoursePaymentInput!) {
  payCourse(input: $input) { approved registrationId }
}`;
const RECOVER = 'mutation ($c: ID!, $e: String!) { recoverCourseRegistration(courseId: $c, email: $e) }';

let sequence = 0;
const student = (courseId: number, name: string) => ({
  courseId: String(courseId),
  tokenId: 'tok_test_visa_4242',
  fullname: `${name} Dubois`,
  spaces: 2,
  name,
  lastname: 'Dubois',
  motherLastname: 'Martin',
  email: `${name.toLowerCase()}.${Date.now()}.${sequence++}@correo.fr`,
  phone: '2221234567',
});

describe(`correos de inscripción a cursos en el idioma de la visitante (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const mailsTo = async (email: string) => (await server.outbox()).filter((mail) => mail.to === email);
  // A Friday; 2 places at $3,500.00.
  const course = () =>
    createCourse(server.db, {
      date: '2030-03-15',
      time: '9:00 a 14:00 h',
      investmentCents: 350_000,
      headquarterName: 'Sede Puebla',
      headquarterAddress: 'Av. Juárez 10',
    });

  it('una visitante que navega en francés paga y recibe su inscripción en francés; al recuperarla, también', async () => {
    const { id, name } = await course();
    const input = student(id, 'Camille');
    const paid = await server.gql<{ payCourse: { approved: boolean; registrationId: string } }>(
      PAY,
      { input },
      undefined,
      { 'accept-language': 'fr' },
    );
    expect(paid.data!.payCourse.approved).toBe(true);
    const [row] = await server.db.select().from(courseRegistrations).where(eq(courseRegistrations.email, input.email));
    expect(row.locale).toBe('fr');

    const [mail] = await mailsTo(input.email);
    expect(mail.subject).toBe(catalogueText('fr', 'Inscripción confirmada: {course}', { course: name }));
    expect(mail.subject).toBe(`Inscription confirmée : ${name}`);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.text).toContain(catalogueText('fr', 'Hola, {name}:', { name: 'Camille' }));
    expect(mail.text).toContain(
      catalogueText('fr', 'Tu inscripción al curso "{course}" quedó registrada y pagada.', { course: name }),
    );
    expect(mail.text).toContain(catalogueText('fr', 'Folio de inscripción: {folio}', { folio: String(row.id) }));
    expect(mail.text).toContain(catalogueText('fr', 'Alumno: {student}', { student: 'Camille Dubois Martin' }));
    expect(mail.text).toMatch(/Total payé : 7\s000,00\s\$MX \(TVA incluse\)/u);
    expect(mail.text).toContain('vendredi 15 mars 2030, 9:00 a 14:00 h');
    expect(mail.text).toContain(catalogueText('fr', 'Sede: {place}', { place: 'Sede Puebla, Av. Juárez 10' }));
    expect(mail.text).not.toContain('Tu inscripción');

    // Asked again from a page in Spanish: the registration keeps the language it was paid in.
    await server.gql(RECOVER, { c: String(id), e: input.email }, undefined, { 'accept-language': 'es-MX' });
    const [, again] = await mailsTo(input.email);
    expect(again.subject).toBe(catalogueText('fr', 'Tu inscripción: {course}', { course: name }));
    expect(again.text).toContain(
      catalogueText('fr', 'Te enviamos de nuevo tu inscripción al curso "{course}".', { course: name }),
    );
  });

  it('sin Accept-Language la inscripción y su correo quedan en español', async () => {
    const { id, name } = await course();
    const input = student(id, 'Lucía');
    await server.gql(PAY, { input });
    const [row] = await server.db.select().from(courseRegistrations).where(eq(courseRegistrations.email, input.email));
    expect(row.locale).toBe('es-MX');
    const [mail] = await mailsTo(input.email);
    expect(mail.subject).toBe(`Inscripción confirmada: ${name}`);
    expect(mail.html).toContain('<html lang="es-MX" dir="ltr">');
    expect(mail.text).toContain('Total pagado: $7,000.00 (IVA incluido)');
    expect(mail.text).toContain('Fecha del curso: viernes, 15 de marzo de 2030, 9:00 a 14:00 h');
  });

  it('la fecha del curso va escrita como en la página, nunca 2032-12-13: en el correo de pago y en el de recuperación, en el idioma de cada quien', async () => {
    const { id } = await createCourse(server.db, { date: '2032-12-13', time: null });
    const spanish = student(id, 'Lucía');
    await server.gql(PAY, { input: spanish }, undefined, { 'accept-language': 'es-MX' });
    await server.gql(RECOVER, { c: String(id), e: spanish.email });
    const sent = await mailsTo(spanish.email);
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.text).toContain('Fecha del curso: lunes, 13 de diciembre de 2032');
      expect(mail.html).toContain('Fecha del curso: lunes, 13 de diciembre de 2032');
      expect(mail.text + mail.html).not.toContain('2032-12-13');
    }

    const english = student(id, 'Emma');
    await server.gql(PAY, { input: english }, undefined, { 'accept-language': 'en-US,en;q=0.9' });
    const [mail] = await mailsTo(english.email);
    // The course pages write the day with the same formatter, in the same words.
    expect(formatLongDay('2032-12-13', 'en')).toBe('Monday, December 13, 2032');
    expect(mail.text).toContain('Monday, December 13, 2032');
    expect(mail.text).not.toContain('2032-12-13');
  });

  it('el pago por la ruta REST de la app también toma el idioma de la solicitud', async () => {
    const { id, name } = await course();
    const email = `jonas.${id}@correo.de`;
    const answer = await server.inject({
      method: 'POST',
      url: '/courses/payment-conekta',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      payload: {
        token_id: 'tok_test_visa_4242',
        amount: 3500,
        name_product: name,
        quantity: 1,
        type_method: 'card',
        currency: 'MXN',
        name_user: 'Jonas Weber',
        name: 'Jonas',
        lastname: 'Weber',
        mother_lastname: 'Braun',
        email,
        phone: '2229876543',
        course_id: id,
        type_payment_id: 1,
        status_payment_id: 3,
        purchasing_platform_id: 1,
      },
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`Anmeldung bestätigt: ${name}`);
    expect(mail.text).toContain('Freitag, 15. März 2030');
  });
});
