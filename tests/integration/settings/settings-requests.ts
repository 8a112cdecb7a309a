import { afterAll, beforeAll } from 'vitest';
import { labSettingsChanges } from '../../../server/src/settings/settings.tables.js';
import { labSettings } from '../../../server/src/settings/settings.tables.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

export const SETTINGS_FIELDS = `contactPhone whatsappNumber contactEmail address privacyNoticeUrl termsUrl welcomeTour
  demoMode defaultStudyExpiryDays chatAttachmentLimitMb maintenanceBanner resultReadyNotifications updatedAt updatedByName`;
export const LAB_SETTINGS = `{ labSettings { ${SETTINGS_FIELDS} } }`;
export const UPDATE = `mutation ($input: LabSettingsInput!) { updateLabSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
export const CHANGES = `query ($first: Int, $after: String) { labSettingsChanges(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { setting oldValue newValue changedAt changedByName } } } }`;
export const APP_SETTINGS = `{ appSettings { contact { phone whatsapp email address } privacyNoticeUrl termsUrl
  welcomeTour demoMode defaultStudyExpiryDays chatAttachmentLimitMb fileSizeLimitMb maintenanceBanner } }`;

export type LabSettings = {
  contactPhone: string | null;
  whatsappNumber: string | null;
  contactEmail: string | null;
  address: string | null;
  privacyNoticeUrl: string | null;
  termsUrl: string | null;
  welcomeTour: boolean;
  demoMode: boolean;
  defaultStudyExpiryDays: number | null;
  chatAttachmentLimitMb: number;
  maintenanceBanner: string | null;
  resultReadyNotifications: boolean;
  updatedAt: string;
  updatedByName: string | null;
};
export type SettingsChange = {
  setting: string;
  oldValue: string | null;
  newValue: string | null;
  changedAt: string;
  changedByName: string | null;
};

/**
 * A test server on a database of the file's own: these tests change settings the whole lab
 * shares, which other files read meanwhile. Registers its start and stop with the file's hooks.
 */
export function useSettingsServer(): () => TestServer {
  let database: PrivateDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startTestServer({}, { database: database.handle });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });
  return () => server;
}

/** The stored row and the log, to compare before and after a refused change. */
export async function storedSettings(server: TestServer) {
  return {
    row: await server.db.select().from(labSettings),
    log: await server.db.select().from(labSettingsChanges).orderBy(labSettingsChanges.id),
  };
}
