import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { doctorProfiles, type DoctorProfileRow, userTypes, users, type UserRow } from './users.tables.js';

export type DoctorData = Omit<DoctorProfileRow, 'userId'>;

/** A user as services hand it out: never the password hash. */
export type UserView = Omit<UserRow, 'passwordHash' | 'sortName' | 'searchWords'> & {
  type: { id: number; slug: Role; name: string };
  doctorData: DoctorData | null;
};

/** One user with their type and office data; `me` reads it on every call, so it is prepared once. */
const userViewQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, type: userTypes, profile: doctorProfiles })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_view'),
);

export async function loadUserView(db: Database, userId: number): Promise<UserView | undefined> {
  const [row] = await userViewQuery(db).execute({ userId });
  if (!row) return undefined;
  const { passwordHash: _hidden, sortName: _sortKey, searchWords: _searchKey, ...user } = row.user;
  const doctorData = row.profile ? withoutUserId(row.profile) : null;
  return { ...user, type: { ...row.type, slug: row.type.slug as Role }, doctorData };
}

function withoutUserId({ userId: _id, ...data }: DoctorProfileRow): DoctorData {
  return data;
}
