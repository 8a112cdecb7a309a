import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every feature's tables, each in its own `<name>.tables.ts`.
  schema: './server/src/*/*.tables.ts',
  out: './drizzle/migrations',
});
