import { describe, expect, it } from 'vitest';
import { chunksByVisit, codeRun, type ModuleShape, type ShapeGraph } from '../../scripts/visit-chunks.js';

/** A module with code of its own defining `own`, importing `imports` (module → names). */
const code = (size: number, imports: Record<string, string[]> = {}, own: string[] = ['default']): ModuleShape => ({
  imports: Object.entries(imports).map(([id, names]) => ({ id, names })),
  own: new Set(own),
  reexports: new Map(),
  starReexports: [],
  size,
  sideEffects: false,
});
/** A module of re-exports only (an index.mjs): name → [module, its name there]. */
const barrel = (
  reexports: Record<string, [string, string]>,
  stars: string[] = [],
  sideEffects = false,
): ModuleShape => ({
  imports: [],
  own: new Set(),
  reexports: new Map(Object.entries(reexports).map(([name, [id, there]]) => [name, { id, name: there }])),
  starReexports: stars,
  size: 0,
  sideEffects,
});

describe('el código que corre cada visita', () => {
  it('un índice de reexportaciones solo hace correr lo que se pide de él', () => {
    const graph: ShapeGraph = new Map([
      ['page', code(100, { index: ['Button'] })],
      ['index', barrel({ Button: ['button', 'default'], Dialog: ['dialog', 'default'] })],
      ['button', code(100)],
      ['dialog', code(100)],
    ]);
    expect([...codeRun(graph, ['page'])].sort()).toEqual(['button', 'page']);
  });

  it('un módulo con efectos corre aunque solo se le pida un nombre que reexporta, y con él lo que importa', () => {
    const graph: ShapeGraph = new Map([
      ['page', code(100, { errors: ['apiErrorsOf'] })],
      [
        'errors',
        {
          ...code(100, { i18n: ['i18n'] }),
          reexports: new Map([['apiErrorsOf', { id: 'api', name: 'apiErrorsOf' }]]),
          sideEffects: true,
        },
      ],
      ['api', code(100, {}, ['apiErrorsOf'])],
      ['i18n', code(100, {}, ['i18n'])],
    ]);
    expect([...codeRun(graph, ['page'])].sort()).toEqual(['api', 'errors', 'i18n', 'page']);
  });

  it('export * lleva el nombre al módulo que lo define, no a los demás', () => {
    const graph: ShapeGraph = new Map([
      ['page', code(100, { utils: ['debounce'] })],
      ['utils', barrel({}, ['debounce', 'setRef'])],
      ['debounce', code(100, {}, ['debounce'])],
      ['setRef', code(100, {}, ['setRef'])],
    ]);
    expect([...codeRun(graph, ['page'])].sort()).toEqual(['debounce', 'page']);
  });

  it('un módulo que no se pudo leer (CommonJS) corre entero con todo lo que importa', () => {
    const graph: ShapeGraph = new Map([
      ['page', code(100, { react: ['useState'] })],
      ['react', { ...code(100, { 'react-cjs': ['*'] }), own: undefined }],
      ['react-cjs', code(100)],
    ]);
    expect([...codeRun(graph, ['page'])].sort()).toEqual(['page', 'react', 'react-cjs']);
  });
});

describe('los trozos por visita', () => {
  // Two public pages sharing a form, a staff page sharing the form's field and a helper of the
  // sign-in page, an entry.
  const graph: ShapeGraph = new Map([
    ['main', code(1000, { react: ['default'] })],
    ['react', code(1000)],
    ['login', code(3000, { form: ['default'], react: ['default'], loginOnly: ['default'], tiny: ['default'] })],
    ['loginOnly', code(500)],
    ['forgot', code(3000, { form: ['default'] })],
    ['form', code(9000, { field: ['default'] })],
    ['field', code(9000)],
    ['tiny', code(200)],
    ['staff', code(3000, { field: ['default'], tiny: ['default'] })],
  ]);
  const roots = new Map([
    ['login', 'LoginPage'],
    ['forgot', 'ForgotPasswordPage'],
  ]);
  const chunks = chunksByVisit(graph, {
    entries: ['main'],
    roots,
    lazy: ['login', 'forgot', 'staff'],
    smallSize: 1000,
    budget: 1000,
  });

  it('lo que corren las mismas visitas va junto; lo que también corre otra página, aparte', () => {
    expect(chunks.get('form')).toMatch(/^visits-/);
    expect(chunks.get('field')).toMatch(/^visits-/);
    expect(chunks.get('field')).not.toBe(chunks.get('form'));
  });

  it('un grupo pequeño se une a uno que sus visitas ya descargan, si añade poco a las demás', () => {
    // tiny (the sign-in page's and the staff page's) joins field's group, which the sign-in
    // page loads already: the password page's visit gets its 200 more.
    expect(chunks.get('tiny')).toBe(chunks.get('field'));
  });

  it('lo de la entrada y lo de una sola página se quedan donde los pone rolldown', () => {
    expect(chunks.has('react')).toBe(false);
    expect(chunks.has('main')).toBe(false);
    expect(chunks.has('loginOnly')).toBe(false);
    expect(chunks.has('login')).toBe(false);
  });

  it('no se une a un grupo si eso añade a otra visita más de lo permitido', () => {
    const tight = chunksByVisit(new Map([...graph, ['tiny', code(800)]]), {
      entries: ['main'],
      roots,
      lazy: ['login', 'forgot', 'staff'],
      smallSize: 1000,
      budget: 500,
    });
    // tiny could only join a group the password page's visit loads: 800 more than it needs.
    expect(tight.get('tiny')).toBe('LoginPage-shared');
  });
});

describe('lo que una visita trae después de dibujar su página', () => {
  // The sign-in page and the staff portal share a field; the chat, fetched by the patient's home
  // once drawn, runs the field and a popper of the staff portal, whose grid it does not run.
  const graph: ShapeGraph = new Map([
    ['main', code(1000)],
    ['login', code(5000, { field: ['default'] })],
    ['staffPortal', code(5000, { field: ['default'], popper: ['default'], grid: ['default'] })],
    ['chat', code(5000, { field: ['default'], popper: ['default'] })],
    ['staffPage', code(5000, { popper: ['default'], grid: ['default'] })],
    ['field', code(5000)],
    ['popper', code(5000)],
    ['grid', code(5000)],
  ]);
  const roots = new Map([
    ['login', 'LoginPage'],
    ['staffPortal', 'StaffPortal'],
  ]);
  const options = {
    entries: ['main'],
    roots,
    lazy: ['login', 'staffPortal', 'chat', 'staffPage'],
    smallSize: 1000,
    budget: 1000,
  };
  const before = chunksByVisit(graph, options);
  const after = chunksByVisit(graph, {
    ...options,
    later: { roots: new Map([['chat', 'ChatConversation']]), firstVisits: ['LoginPage'] },
  });

  it('lo que comparte con el portal del personal sale del trozo de este: no trae la cuadrícula', () => {
    expect(before.get('popper')).toBe('StaffPortal-shared');
    expect(before.get('grid')).toBe('StaffPortal-shared');
    expect(after.get('popper')).toMatch(/^visits-/);
    expect(after.get('grid')).toBe('StaffPortal-shared');
  });

  it('no parte los trozos de una primera visita: el campo sigue donde estaba', () => {
    expect(after.get('field')).toBe(before.get('field'));
    expect(after.get('field')).toMatch(/^visits-/);
  });
});
