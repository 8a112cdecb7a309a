import { type ConnectionPage, PAGE_INFO } from './connections.js';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../server/src/users/users.tables.js';
import type { TestServer } from './test-server.js';

export const DETAIL_FIELDS = `id name lastname motherLastname fullName email username birthDate age sex phone status lastLoginAt
  profileCompletionPending doctorId doctorName createdAt type { role name }
  doctorData { specialty officeHours openingTime closingTime address colony city state zipCode clinicAddress }
  recentSignIns { createdAt ipAddress userAgent }`;
export const LIST_FIELDS =
  'id name lastname motherLastname fullName email username status lastLoginAt createdAt profileCompletionPending type { role name }';

export const USERS = `query ($search: String, $userType: Role, $status: Boolean, $first: Int, $after: String, $last: Int, $before: String,
  $sortBy: UserSortField, $sortDirection: SortDirection) {
  users(search: $search, userType: $userType, status: $status, first: $first, after: $after, last: $last, before: $before,
    sortBy: $sortBy, sortDirection: $sortDirection) {
    ${PAGE_INFO} edges { node { ${LIST_FIELDS} } } } }`;
export const USER = `query ($id: ID!) { user(id: $id) { ${DETAIL_FIELDS} } }`;
export const CREATE_USER = `mutation ($input: UserAdminInput!) { createUser(input: $input) { ${DETAIL_FIELDS} } }`;
export const UPDATE_USER = `mutation ($id: ID!, $input: UserAdminInput!) { updateUser(id: $id, input: $input) { ${DETAIL_FIELDS} } }`;
export const DEACTIVATE_USER = `mutation ($id: ID!) { deactivateUser(id: $id) { id status } }`;
export const REACTIVATE_USER = `mutation ($id: ID!) { reactivateUser(id: $id) { id status } }`;
export const DELETE_USER = 'mutation ($id: ID!) { deleteUser(id: $id) }';
export const RESET_PASSWORD = `mutation ($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password, passwordConfirmation: $password) }`;

export type UserDetail = {
  id: string;
  fullName: string;
  email: string;
  username: string | null;
  birthDate: string | null;
  age: number | null;
  sex: string | null;
  phone: string | null;
  status: boolean;
  profileCompletionPending: boolean;
  doctorId: string | null;
  doctorName: string | null;
  type: { role: string; name: string };
  doctorData: Record<string, string | null> | null;
  recentSignIns: { createdAt: string; ipAddress: string | null; userAgent: string | null }[];
};
export type UserListItem = {
  id: string;
  fullName: string;
  email: string;
  username: string | null;
  status: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  type: { role: string; name: string };
};
export type UserPage = ConnectionPage<UserListItem>;

/** These suites sign in many times from one address: the sign-in limits are not what they test. */
export const manySignIns = {
  loginRateLimit: {
    perAccountAndAddress: 1000,
    perAddress: 100_000,
    windowMinutes: 15,
    perAccount: 100_000,
    accountWindowMinutes: 60,
  },
};

/** Letters only, so a search for it finds this run's rows and nothing from other runs on a kept database. */
export const newTag = () =>
  `x${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 9)}`;

/** Office data as a doctor's receptionist fills it in. */
export const officeData = {
  specialty: 'Ortodoncia',
  officeHours: 'Lunes a viernes',
  openingTime: '09:00',
  closingTime: '18:30',
  address: 'Av. Reforma 222',
  colony: 'Juárez',
  city: 'Ciudad de México',
  state: 'CDMX',
  zipCode: '06600',
  clinicAddress: 'Torre Médica, piso 3',
};

/** The admin form filled in for a new doctor, with this run's unique email. */
export const userInput = (tag: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Mariana',
  lastname: 'Gómez',
  motherLastname: tag,
  email: `mariana.${tag}@consultorio.mx`,
  username: `mgomez.${tag}`,
  password: 'clave-segura',
  passwordConfirmation: 'clave-segura',
  birthDate: '1985-06-21',
  sex: 'FEMALE',
  phone: '5587654321',
  userType: 'DOCTOR',
  status: true,
  doctorData: officeData,
  ...overrides,
});

/** GraphQL helpers that fail the test on unexpected errors, or return the first error. */
export function gqlHelpers(server: TestServer) {
  return {
    async ok<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
      const result = await server.gql<T>(query, variables, token);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data!;
    },
    async failure(query: string, variables: Record<string, unknown>, token?: string) {
      const result = await server.gql(query, variables, token);
      expect(result.data ?? null).toBeNull();
      const [error] = result.errors!;
      return { code: error.extensions!.code, message: error.message, field: error.extensions!.field };
    },
  };
}

/** How many accounts have this email, case aside. */
export async function accountsWithEmail(server: TestServer, email: string): Promise<number> {
  return (
    await server.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  ).length;
}

/** The password link of the newest email sent to `to`, as the reset page reads it. */
export async function linkTokenFor(
  server: TestServer,
  to: string,
): Promise<{ token: string; mail: { subject: string; text: string; html: string } }> {
  const mail = (await server.outbox()).filter((item) => item.to === to).at(-1);
  expect(mail, `no hay correo para ${to}`).toBeDefined();
  const token = /\/session\/reset-password\?token=([\w%-]+)/.exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeDefined();
  return { token: decodeURIComponent(token!), mail: mail! };
}
