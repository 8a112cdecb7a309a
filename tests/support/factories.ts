import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/limits.js';
import { hashPassword } from '../../server/src/common/passwords.js';
import type { Database } from '../../server/src/db/client.js';
import { courseRegistrations, courses } from '../../server/src/courses/courses.tables.js';
import { doctorProfiles, users, userTypes } from '../../server/src/users/users.tables.js';

export const defaultPassword = 'secreto123';
let defaultHash: Promise<string> | undefined;

export type TestUser = { id: number; email: string; username: string; password: string; role: Role; fullName: string };

/**
 * A user of the given role with unique email and username; complete data unless told otherwise.
 * Like someone who has used the portal before, the user has been through the welcome tour (it
 * would cover the pages other tests look at); `welcomeTourPending` makes a first-time user.
 */
export async function createUser(
  db: Database,
  role: Role,
  options: {
    password?: string;
    status?: boolean;
    pending?: boolean;
    doctorId?: number;
    name?: string;
    officeData?: boolean;
    lastname?: string;
    motherLastname?: string;
    email?: string;
    phone?: string;
    specialty?: string;
    welcomeTourPending?: boolean;
  } = {},
): Promise<TestUser> {
  const unique = randomUUID().slice(0, 8);
  const email = options.email ?? `${role}-${unique}@prueba.mx`;
  const username = `${role}.${unique}`;
  const password = options.password ?? defaultPassword;
  const passwordHash = options.password
    ? await hashPassword(password)
    : await (defaultHash ??= hashPassword(defaultPassword));
  const [type] = await db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.slug, role));
  const name = options.name ?? 'Prueba';
  const lastname = options.lastname ?? 'Apellido';
  const motherLastname = options.motherLastname ?? 'Materno';
  const [row] = await db
    .insert(users)
    .values({
      name,
      lastname,
      motherLastname,
      email,
      username,
      passwordHash,
      birthDate: '1990-04-15',
      sex: 'female',
      phone: options.phone ?? '5511112222',
      userTypeId: type.id,
      status: options.status ?? true,
      profileCompletionPending: options.pending ?? false,
      doctorId: options.doctorId ?? null,
      welcomeTourFinishedAt: options.welcomeTourPending ? null : new Date(),
    })
    .returning({ id: users.id });
  if (options.officeData) {
    await db.insert(doctorProfiles).values({
      userId: row.id,
      specialty: options.specialty ?? 'Endodoncia',
      openingTime: '09:00',
      closingTime: '17:00',
      address: 'Calle 1',
      colony: 'Centro',
      city: 'Puebla',
      state: 'Puebla',
      zipCode: '72000',
    });
  }
  return { id: row.id, email, username, password, role, fullName: `${name} ${lastname} ${motherLastname}` };
}

/** A course open for online registration, a month ahead, unless told otherwise. */
export async function createCourse(
  db: Database,
  overrides: Partial<typeof courses.$inferInsert> = {},
): Promise<typeof courses.$inferSelect> {
  const date = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(courses)
    .values({
      name: `Curso ${randomUUID().slice(0, 6)}`,
      date,
      time: '9:00 a 14:00 h',
      investmentCents: 250_000,
      quota: 10,
      descriptionHtml: '<p>Temario</p>',
      headquarterName: 'Sede',
      headquarterAddress: 'Calle 1',
      ...overrides,
    })
    .returning();
  return row;
}

export type Student = { name: string; lastname: string; motherLastname: string; email: string };

/** A paid registration for `spaces` places of the course, its places taken, as a settled card payment leaves it. */
export async function createPaidRegistration(
  db: Database,
  course: Pick<typeof courses.$inferSelect, 'id' | 'investmentCents'>,
  student: Student,
  spaces = 1,
): Promise<typeof courseRegistrations.$inferSelect> {
  const unique = randomUUID().slice(0, 8);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courseRegistrations)
      .values({
        courseId: course.id,
        ...student,
        phone: '2221234567',
        cardholder: `${student.name} ${student.lastname}`,
        spaces,
        amountCents: spaces * course.investmentCents,
        status: 'paid',
        paymentProvider: 'sandbox',
        providerOrderId: `ord_${unique}`,
        providerChargeId: `chr_${unique}`,
        paidAt: new Date(),
      })
      .returning();
    await tx
      .update(courses)
      .set({ soldSpace: sql`${courses.soldSpace} + ${spaces}` })
      .where(eq(courses.id, course.id));
    return row;
  });
}
