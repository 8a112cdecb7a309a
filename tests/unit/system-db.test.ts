import { rmSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFixture } from '../support/lint-fixture.js';

/** Services that reach the unchecked handle in each way, the system work allowed to, and a test. */
const files: Record<string, string> = {
  'server/src/studies/studies.service.ts':
    'export const list = (deps: AppDeps) =>\n  deps.systemDb.select();\nexport const one = (deps: AppDeps) => deps["systemDb"];\n',
  'server/src/chat/chat.service.ts':
    'export function read(deps: AppDeps) {\n  const { systemDb } = deps;\n  return systemDb;\n}\nexport const seed = ({ systemDb: db }: AppDeps) => db;\n',
  'server/src/patients/patient-list.service.ts':
    'export function list(deps: AppDeps, actor: Actor) {\n  const scoped = scopedDb(deps, actor);\n  return scoped.db.select().where(scoped.visible(patientRecords));\n}\n',
  'server/src/app-content/recipes.service.ts':
    'export const saving = (deps: AppDeps, tx: Database) => ({ ...deps, systemDb: tx });\nexport const owner = { referenced: (systemDb: Database) => systemDb.select() };\n',
  'server/src/auth/auth.service.ts': 'export const login = (deps: AppDeps) => deps.systemDb.select();\n',
  'server/src/seed/demo-data.ts': 'export const seed = (deps: AppDeps) => deps.systemDb.insert(users);\n',
  'server/src/seeds/demo.ts': 'export const seed = (deps: AppDeps) => deps.systemDb.insert(users);\n',
  'tests/integration/studies/studies.test.ts':
    'export const rows = (server: TestServer) => server.app.deps.systemDb;\n',
};

let root: string;
let messages: Record<string, string[]>;

beforeAll(async () => {
  ({ root, messages } = await lintFixture('system-db-', files, (root, local) => [
    {
      files: ['server/src/**/*.ts'],
      ignores: ['**/*.test.{ts,tsx}', 'tests/**'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local },
      rules: {
        'local/system-db': ['error', { root, allowed: ['server/src/seed/', 'server/src/auth/auth.service.ts'] }],
      },
    },
  ]));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const refusal = (file: string) =>
  `${file} reads systemDb, the unchecked database handle: act for the actor through scopedDb(deps, actor) ` +
  "(server/src/access), or put this system work in a file on local/system-db's reviewed list (eslint.config.js).";

describe('la regla del acceso sin comprobar a la base de datos', () => {
  it('un servicio que lee deps.systemDb, con punto o con corchetes, falla con la salida que tiene', () => {
    const file = 'server/src/studies/studies.service.ts';
    expect(messages[file]).toEqual([`2: ${refusal(file)}`, `3: ${refusal(file)}`]);
  });

  it('sacarlo de deps al desestructurar también cuenta como leerlo', () => {
    const file = 'server/src/chat/chat.service.ts';
    expect(messages[file]).toEqual([`2: ${refusal(file)}`, `5: ${refusal(file)}`]);
  });

  it('el servicio que pasa por scopedDb no falla, ni quien arma sus dependencias o recibe el manejador del job', () => {
    expect(messages['server/src/patients/patient-list.service.ts']).toEqual([]);
    expect(messages['server/src/app-content/recipes.service.ts']).toEqual([]);
  });

  it('los archivos de la lista revisada y los de sus carpetas lo leen; una carpeta de nombre parecido no', () => {
    expect(messages['server/src/auth/auth.service.ts']).toEqual([]);
    expect(messages['server/src/seed/demo-data.ts']).toEqual([]);
    expect(messages['server/src/seeds/demo.ts']).toEqual([`1: ${refusal('server/src/seeds/demo.ts')}`]);
  });

  it('las pruebas lo usan libremente', () => {
    expect(messages['tests/integration/studies/studies.test.ts']).toBeUndefined();
  });
});
