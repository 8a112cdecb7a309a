import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRegistrations, courses } from '../../../server/src/courses/courses.tables.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const PAY = `mutation ($input: CoursePaymentInput!, $key: String) {
  payCourse(input: $input, idempotencyKey: $key) { approved message }
}`;

describe(`compras simultáneas (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('100 compras de 1 lugar a la vez para un curso con 5 lugares: 5 pagadas, cupo completo y 95 rechazos por cupo lleno', async () => {
    const course = await createCourse(server.db, { quota: 25, soldSpace: 20 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        server.gql<{ payCourse: { approved: boolean } }>(PAY, {
          key: `simultanea-${course.id}-${index}`,
          input: {
            courseId: String(course.id),
            tokenId: 'tok_test_visa_4242',
            fullname: 'Alumno',
            spaces: 1,
            name: 'Alumno',
            lastname: 'Número',
            motherLastname: String(index),
            email: `alumno${index}.${course.id}@correo.mx`,
            phone: '2221234567',
          },
        }),
      ),
    );
    const approved = answers.filter((answer) => answer.data?.payCourse.approved);
    const full = answers.filter((answer) => answer.errors?.[0].message === 'Cupo lleno');
    expect(approved).toHaveLength(5);
    expect(full).toHaveLength(95);
    const [after] = await server.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after.soldSpace).toBe(after.quota);
    const paid = (
      await server.db.select().from(courseRegistrations).where(eq(courseRegistrations.courseId, course.id))
    ).filter((registration) => registration.status === 'paid');
    expect(paid).toHaveLength(5);
  }, 60_000);
});
