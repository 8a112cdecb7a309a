/** The template database the test run builds beside the shared one on a PostgreSQL server (global-setup.ts). */
export const templateDatabaseName = (serverUrl: string) =>
  `${new URL(serverUrl).pathname.slice(1) || 'postgres'}_template`;
