import { rmSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFixture } from '../support/lint-fixture.js';

/** A small code base with the house's layout: two features that import each other, and more. */
const files: Record<string, string> = {
  'server/src/app.ts': "import './patients/patients.service.js';\nimport './users/users.service.js';\n",
  'server/src/common/ids.ts':
    "import { maxId } from '../../../shared/limits.js';\nexport type Id = number;\nexport const top = maxId;\n",
  'server/src/common/ids.test.ts': "import '../patients/patients.service.js';\n",
  'server/src/patients/patients.service.ts':
    "import { userName } from '../users/users.service.js';\nimport { top } from '../common/ids.js';\nexport type Patient = { id: number };\nexport const patientName = () => userName() + top;\n",
  'server/src/users/users.service.ts':
    "import type { Patient } from '../patients/patients.service.js';\nexport const userName = (patient?: Patient) => String(patient?.id);\n",
  'server/src/deps.ts':
    "import type { Id } from './common/ids.js';\nexport type AppDeps = { id: Id };\nexport const built = true;\n",
  'server/src/files/storage.ts': "import type { AppDeps } from '../deps.js';\nexport type Storage = AppDeps;\n",
  'server/src/files/sweep.ts': "import { built } from '../deps.js';\nexport const sweeps = built;\n",
  'client/src/routing/router.tsx':
    "export const usersPage = () => import('../users/UsersPage');\nexport const home = '/';\n",
  'client/src/users/UsersPage.tsx':
    "import { home } from '../routing/router';\nexport const UsersPage = () => <a href={home} />;\n",
  'shared/limits.ts': 'export const maxId = 2 ** 31 - 1;\n',
};

let root: string;
let messages: Record<string, string[]>;

beforeAll(async () => {
  ({ root, messages } = await lintFixture('folder-cycles-', files, (root, local) => [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { local },
      rules: {
        'local/no-folder-cycles': [
          'error',
          { root, featureRoots: ['server/src', 'client/src'], wholeFolders: ['shared'] },
        ],
      },
    },
  ]));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('la regla de ciclos entre carpetas', () => {
  it('señala las dos importaciones de un ciclo entre features, con el camino de vuelta y un archivo por paso', () => {
    expect(messages['server/src/patients/patients.service.ts']).toEqual([
      '1: server/src/patients → server/src/users closes a folder cycle; the way back: ' +
        'server/src/users → server/src/patients (server/src/users/users.service.ts).',
    ]);
    expect(messages['server/src/users/users.service.ts']).toEqual([
      '1: server/src/users → server/src/patients closes a folder cycle; the way back: ' +
        'server/src/patients → server/src/users (server/src/patients/patients.service.ts).',
    ]);
  });

  it('cuenta las importaciones perezosas del cliente', () => {
    expect(messages['client/src/routing/router.tsx']).toHaveLength(1);
    expect(messages['client/src/users/UsersPage.tsx']).toHaveLength(1);
  });

  it('la raíz de composición importa lo que quiera; una carpeta solo nombra sus tipos, nunca ejecuta su código', () => {
    expect(messages['server/src/app.ts']).toEqual([]);
    expect(messages['server/src/deps.ts']).toEqual([]);
    expect(messages['server/src/files/storage.ts']).toEqual([]);
    expect(messages['server/src/files/sweep.ts']).toEqual([
      '1: server/src/files imports server/src/deps.js, a file of the composition root: ' +
        'the root imports the folders, never the reverse.',
    ]);
  });

  it('deja fuera las pruebas y acepta lo que solo va en un sentido', () => {
    expect(messages['server/src/common/ids.test.ts']).toEqual([]);
    expect(messages['server/src/common/ids.ts']).toEqual([]);
    expect(messages['shared/limits.ts']).toEqual([]);
  });
});
