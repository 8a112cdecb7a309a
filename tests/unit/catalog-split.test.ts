import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { partOf, patientAreaFiles, publicFiles, type ModuleGraph } from '../../scripts/catalog-split.js';
import { catalogParts } from '../../scripts/vite-catalog-parts.js';

const publicFile = (file: string) => file.startsWith('client/src/auth/') || file.startsWith('shared/');

describe('la parte del catálogo de cada texto', () => {
  it('un texto que solo usa una página del portal va a la parte del portal', () => {
    expect(partOf(['client/src/users/UsersListPage.tsx'], publicFile)).toBe('portal');
  });

  it('un texto que usa una página pública va a la parte pública', () => {
    expect(partOf(['client/src/auth/LoginPage.tsx'], publicFile)).toBe('public');
  });

  it('un texto que usan una página pública y una del portal va a la parte pública', () => {
    expect(partOf(['client/src/users/UsersListPage.tsx', 'client/src/auth/LoginPage.tsx:12'], publicFile)).toBe(
      'public',
    );
  });

  it('un texto que solo usan los correos no va a ninguna parte; uno que también muestra una página, sí', () => {
    expect(partOf(['server/src/auth/password-reset-mail.ts'], publicFile)).toBeUndefined();
    expect(partOf(['server/src/auth/password-reset-mail.ts', 'shared/messages.ts'], publicFile)).toBe('public');
    expect(partOf(['server/src/auth/password-reset-mail.ts', 'client/src/users/UserForm.tsx'], publicFile)).toBe(
      'portal',
    );
  });

  it('un texto sin referencias queda en la parte pública, donde toda página lo encuentra', () => {
    expect(partOf([], publicFile)).toBe('public');
  });

  it('un texto del área con sesión va a la parte del portal si el área del paciente lo muestra, si no a la del personal', () => {
    const patientFile = (file: string) => file.startsWith('client/src/patient/') || file.startsWith('client/src/chat/');
    expect(partOf(['client/src/patient/MyStudies.tsx'], publicFile, patientFile)).toBe('portal');
    expect(
      partOf(['client/src/users/UsersListPage.tsx', 'client/src/chat/ChatComposer.tsx'], publicFile, patientFile),
    ).toBe('portal');
    expect(partOf(['client/src/users/UsersListPage.tsx'], publicFile, patientFile)).toBe('staff');
    expect(partOf(['client/src/auth/LoginPage.tsx'], publicFile, patientFile)).toBe('public');
    expect(partOf(['server/src/auth/password-reset-mail.ts'], publicFile, patientFile)).toBeUndefined();
  });
});

const graph: ModuleGraph = new Map([
  ['client/index.html', { imports: ['client/src/main.tsx'], dynamicImports: [] }],
  [
    'client/src/main.tsx',
    {
      imports: ['client/src/routing/SignedInLayout.tsx', 'client/src/shell/EmptyState.tsx'],
      dynamicImports: ['client/src/auth/LoginPage.tsx'],
    },
  ],
  [
    'client/src/routing/SignedInLayout.tsx',
    {
      imports: [],
      dynamicImports: ['client/src/routing/StaffPortal.tsx', 'client/src/patient/PatientLayout.tsx'],
    },
  ],
  [
    'client/src/patient/PatientLayout.tsx',
    { imports: ['client/src/patient/MyStudies.tsx', 'client/src/routing/staff-routes.tsx'], dynamicImports: [] },
  ],
  [
    'client/src/routing/staff-routes.tsx',
    { imports: ['client/src/shell/EmptyState.tsx'], dynamicImports: ['client/src/users/UsersListPage.tsx'] },
  ],
  [
    'client/src/routing/StaffPortal.tsx',
    {
      imports: ['client/src/shell/EmptyState.tsx', 'client/src/users/UserForm.tsx'],
      dynamicImports: ['client/src/courses/admin/CoursesListPage.tsx'],
    },
  ],
  ['client/src/auth/LoginPage.tsx', { imports: ['shared/messages.ts'], dynamicImports: ['client/src/auth/Help.tsx'] }],
]);

describe('los archivos que corren las páginas públicas (el grafo de módulos de la compilación)', () => {
  const files = publicFiles(graph, ['client/index.html'], new Set(['client/src/routing/SignedInLayout.tsx']));

  it('son lo que la entrada alcanza, incluidas las páginas públicas que carga después y lo que ellas cargan', () => {
    for (const file of [
      'client/src/main.tsx',
      'client/src/routing/SignedInLayout.tsx',
      'client/src/auth/LoginPage.tsx',
      'client/src/auth/Help.tsx',
      'shared/messages.ts',
      'client/src/shell/EmptyState.tsx',
    ])
      expect(files, file).toContain(file);
  });

  it('no son lo que solo se alcanza por la puerta del área con sesión', () => {
    expect(files).not.toContain('client/src/routing/StaffPortal.tsx');
    expect(files).not.toContain('client/src/users/UserForm.tsx');
    expect(files).not.toContain('client/src/courses/admin/CoursesListPage.tsx');
    expect(files).not.toContain('client/src/patient/PatientLayout.tsx');
  });
});

describe('los archivos que corre el área del paciente', () => {
  const files = patientAreaFiles(graph, ['client/index.html'], {
    roots: new Set(['client/src/routing/StaffPortal.tsx']),
    doors: new Set(['client/src/routing/staff-routes.tsx']),
  });

  it('son los públicos, su diseño y la tabla de rutas del personal (el título de una página que no puede abrir)', () => {
    for (const file of [
      'client/src/main.tsx',
      'client/src/auth/LoginPage.tsx',
      'client/src/patient/PatientLayout.tsx',
      'client/src/routing/staff-routes.tsx',
      'client/src/shell/EmptyState.tsx',
    ])
      expect(files, file).toContain(file);
  });

  it('no son el diseño del personal, lo que solo él importa ni las páginas que cargan sus rutas', () => {
    expect(files).not.toContain('client/src/routing/StaffPortal.tsx');
    expect(files).not.toContain('client/src/users/UserForm.tsx');
    expect(files).not.toContain('client/src/courses/admin/CoursesListPage.tsx');
    expect(files).not.toContain('client/src/users/UsersListPage.tsx');
  });
});

describe('las tres partes de un catálogo en la compilación', () => {
  const root = new URL('../../', import.meta.url).pathname;
  const staff = { roots: ['client/src/routing/StaffPortal.tsx'], doors: ['client/src/routing/staff-routes.tsx'] };
  const plugin = catalogParts({
    sourceCatalog: new URL('../../client/src/locales/es-MX.po', import.meta.url),
    doors: ['client/src/routing/SignedInLayout.tsx'],
    staff,
  });
  // The build's graph as the bundler tells it: absolute ids, the entry marked.
  const buildContext = {
    getModuleIds: () => [...graph.keys()].map((file) => root + file),
    getModuleInfo: (id: string) => {
      const node = graph.get(id.slice(root.length)) ?? { imports: [], dynamicImports: [] };
      return {
        isEntry: id.endsWith('index.html'),
        importedIds: node.imports.map((file) => root + file),
        dynamicallyImportedIds: node.dynamicImports.map((file) => root + file),
      };
    },
    addWatchFile: () => undefined,
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  type Hook = (this: typeof buildContext, ...args: unknown[]) => unknown;
  const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(buildContext, ...args);

  async function part(locale: string, name: 'public' | 'portal' | 'staff') {
    call(plugin.configResolved, { command: 'build' });
    call(plugin.buildStart);
    const loaded = (await call(plugin.load, `${root}client/src/locales/${locale}.po?part=${name}`)) as { code: string };
    const rendered = call(plugin.renderChunk, loaded.code) as { code: string };
    return JSON.parse(JSON.parse(/JSON\.parse\((".*")\)/s.exec(rendered.code)![1]) as string) as Record<
      string,
      unknown
    >;
  }

  it('la pública trae los textos de las páginas públicas, traducidos; la del portal, los del área del paciente; la del personal, los demás; ninguna, los de los correos', async () => {
    const [publicPart, portalPart, staffPart] = [
      await part('en', 'public'),
      await part('en', 'portal'),
      await part('en', 'staff'),
    ];
    const forgotten = generateMessageId('¿Olvidaste tu contraseña?'); // the sign-in page
    const proceed = generateMessageId('¿Deseas continuar?'); // course, FAQ and study group admin
    const resetEmail = generateMessageId('Restablece tu contraseña'); // the password-reset email only
    const results = generateMessageId('Aún no tienes resultados disponibles.'); // the patient's studies
    expect(publicPart[forgotten]).toEqual(['Forgot your password?']);
    expect(portalPart).toHaveProperty(results);
    expect(staffPart).not.toHaveProperty(results);
    expect(publicPart).not.toHaveProperty(proceed);
    expect(staffPart).toHaveProperty(proceed);
    expect(portalPart).not.toHaveProperty(proceed);
    expect(portalPart).not.toHaveProperty(forgotten);
    expect(staffPart).not.toHaveProperty(forgotten);
    for (const other of [publicPart, portalPart, staffPart]) expect(other).not.toHaveProperty(resetEmail);
  });

  it('en español, el idioma de origen, cada texto es su msgid', async () => {
    expect((await part('es-MX', 'public'))[generateMessageId('¿Olvidaste tu contraseña?')]).toEqual([
      '¿Olvidaste tu contraseña?',
    ]);
  });

  it('una puerta que ya no carga nada detiene la compilación', async () => {
    const moved = catalogParts({
      sourceCatalog: new URL('../../client/src/locales/es-MX.po', import.meta.url),
      doors: ['client/src/routing/Gone.tsx'],
      staff,
    });
    call(moved.configResolved, { command: 'build' });
    const loaded = (await call(moved.load, `${root}client/src/locales/en.po?part=public`)) as { code: string };
    expect(() => call(moved.renderChunk, loaded.code)).toThrow(/Gone\.tsx lazy-load nothing/);
  });
});
