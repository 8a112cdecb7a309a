import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, updateRecipe } from '../../../server/src/app-content/recipes.service.js';
import { createSlide } from '../../../server/src/app-content/slides.service.js';
import { createWelcomeModal } from '../../../server/src/app-content/welcome-modals.service.js';
import { systemActor } from '../../../server/src/common/actor.js';
import { projectRoot } from '../../../server/src/common/project-root.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const seedFile = (...path: string[]) => join(projectRoot, 'server/src/seed', ...path);
const image = (kind: string, name: string) => createReadStream(seedFile('app-images', kind, name));
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
const open = { published: true, publishFrom: null, publishUntil: null };
// A PostgreSQL test database keeps earlier runs' rows: each run's texts are its own.
const run = `${Date.now()}`;

const HOME = `{ appHome {
  slides { id altText image { sizes { width url } } }
  welcomeModals { id title body }
  frontRecipe { id title isFront pdfUrl cover { url } }
} }`;

type Home = {
  slides: { id: string; altText: string; image: { sizes: { width: number; url: string }[] } }[];
  welcomeModals: { id: string; title: string; body: string | null }[];
  frontRecipe: { id: string; title: string; isFront: boolean; pdfUrl: string; cover: { url: string } } | null;
};

let server: TestServer;
let database: PrivateDatabase;

// The home shows one front recipe for the whole lab: on a PostgreSQL server shared with files
// that run at the same time (recipes), this file has a database of its own.
beforeAll(async () => {
  database = await privateDatabase();
  server = await startTestServer({}, { database: database.handle });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('inicio de la app (appHome)', () => {
  it('da en una sola consulta los slides, los modales y la portada del recetario que la app puede mostrar', async () => {
    const { deps } = server.app;
    const shown = await createSlide(
      deps,
      systemActor,
      { ...open, altText: `Panorámica ${run}` },
      image('slides', 'panoramica.png'),
    );
    await createSlide(
      deps,
      systemActor,
      { ...open, published: false, altText: `Borrador ${run}` },
      image('slides', 'cursos.png'),
    );
    await createSlide(
      deps,
      systemActor,
      { ...open, altText: `Vencido ${run}`, publishFrom: hours(-48), publishUntil: hours(-1) },
      image('slides', 'tomografia.png'),
    );
    const modal = await createWelcomeModal(
      deps,
      systemActor,
      { ...open, altText: 'Bienvenida', title: `Bienvenido ${run}`, body: 'Tus resultados, en tu celular.' },
      image('welcome-modals', 'bienvenida.png'),
    );
    await createWelcomeModal(
      deps,
      systemActor,
      { ...open, altText: 'Programado', title: `Programado ${run}`, publishFrom: hours(2) },
      image('welcome-modals', 'horario.png'),
    );
    const front = await createRecipe(
      deps,
      systemActor,
      { ...open, title: `Indicaciones ${run}`, isFront: true },
      {
        pdf: async () => createReadStream(seedFile('recipe-documents', 'indicaciones-estudio.pdf')),
        cover: async () => image('recipes', 'indicaciones-estudio.png'),
      },
    );

    const result = await server.gql<{ appHome: Home }>(HOME);
    expect(result.errors).toBeUndefined();
    const home = result.data!.appHome;
    const mine = (text: string) => text.includes(run);
    // This case's three slides (the ETag case adds one of its own).
    const ours = [`Panorámica ${run}`, `Borrador ${run}`, `Vencido ${run}`];
    expect(home.slides.filter((slide) => ours.includes(slide.altText)).map((slide) => slide.id)).toEqual([
      String(shown.id),
    ]);
    expect(home.slides.find((slide) => slide.id === String(shown.id))!.image.sizes[0].width).toBe(360);
    expect(home.welcomeModals.filter((item) => mine(item.title))).toEqual([
      { id: String(modal.id), title: `Bienvenido ${run}`, body: 'Tus resultados, en tu celular.' },
    ]);
    expect(home.frontRecipe).toMatchObject({ id: String(front.id), title: `Indicaciones ${run}`, isFront: true });
    expect((await server.app.inject({ method: 'GET', url: home.frontRecipe!.pdfUrl })).headers['content-type']).toBe(
      'application/pdf',
    );

    // A front document turned into a draft leaves the home without one.
    await updateRecipe(
      deps,
      systemActor,
      front.id,
      { ...open, published: false, title: front.title, isFront: true },
      {},
    );
    const after = await server.gql<{ appHome: Home }>(HOME);
    expect(after.data!.appHome.frontRecipe).toBeNull();
  });

  it('se puede pedir por GET con ETag: responde 304 mientras nada cambia y otra etiqueta cuando cambia un slide', async () => {
    const { deps } = server.app;
    const get = (headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'GET',
        url: `/graphql?${new URLSearchParams({ query: HOME })}`,
        headers: { 'apollo-require-preflight': 'true', ...headers },
      });
    const first = await get();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);

    // A course written meanwhile is not the home's business: the same answer still holds.
    await server.db.execute(sql`update courses set updated_at = now()`);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);

    const slide = await createSlide(
      deps,
      systemActor,
      { ...open, altText: `Nuevo ${run}` },
      image('slides', 'ortodoncia.png'),
    );
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(changed.body).data.appHome.slides.map((item: { id: string }) => item.id)).toContain(
      String(slide.id),
    );
  });
});
