import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/src/config.js';
import { systemActor } from '../../server/src/common/actor.js';
import { setCourseImage } from '../../server/src/courses/index.js';
import { createCourse } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser } from './support/browser.js';
import { portalUrl, usePortal } from './support/portal.js';

const portal = usePortal();

/** A lab day far ahead, so these courses open the catalogue (newest first) whatever other files add. */
const farDay = (days: number) => new Date(Date.UTC(2098, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

type Shown = {
  avif: string;
  src: string;
  srcset: string;
  sizes: string;
  width: string;
  height: string;
  loading: string;
  priority: string;
};

describe.skipIf(!hasChromium)('imágenes del catálogo de cursos', () => {
  const browser = sharedBrowser();

  it('el catálogo pide a 360 px la copia AVIF pequeña (WebP para quien no la lee); la primera imagen va primero y las demás esperan', async () => {
    const tag = newTag();
    for (const [day, file] of [
      [3, 'ortodoncia.png'],
      [2, 'radiologia.png'],
      [1, 'endodoncia.png'],
    ] as const) {
      const course = await createCourse(portal().db, { name: `Curso con imagen ${day} ${tag}`, date: farDay(day) });
      await setCourseImage(
        portal().app.deps,
        systemActor,
        course.id,
        createReadStream(join(projectRoot, 'server/src/seed/course-images', file)),
      );
    }
    // The AVIF sizes come from a job: made before the page is opened.
    await portal().app.deps.jobs.idle();

    const context = await browser().newContext({
      baseURL: portalUrl(),
      locale: 'es-MX',
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const fetched: { url: string; type: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/files/public/courses/')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      fetched.push({
        url: new URL(response.url()).pathname,
        type: response.headers()['content-type'],
        bytes: body.length,
      });
    });
    await page.goto('/aula_courses');
    const first = page.getByRole('article', { name: `Curso con imagen 3 ${tag}` });
    await first.locator('img').evaluate((img: HTMLImageElement) => img.decode());

    const shown = await page.locator('main article img').evaluateAll((images) =>
      images.map((img) => ({
        avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '',
        src: img.getAttribute('src') ?? '',
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes') ?? '',
        width: img.getAttribute('width') ?? '',
        height: img.getAttribute('height') ?? '',
        loading: img.getAttribute('loading') ?? '',
        priority: img.getAttribute('fetchpriority') ?? '',
      })),
    );
    const ours = shown.slice(0, 3) as Shown[];
    for (const image of ours) {
      expect(image.srcset).toMatch(
        /^\/files\/public\/courses\/\S+\.webp 360w, \/files\/public\/courses\/\S+\.webp 640w$/,
      );
      expect(image.avif).toMatch(
        /^\/files\/public\/courses\/\S+\.avif 360w, \/files\/public\/courses\/\S+\.avif 640w$/,
      );
      expect(image.sizes).toContain('calc(100vw - 32px)');
      expect([image.width, image.height]).toEqual(['640', '320']);
    }
    expect(shown.map((image) => [image.loading, image.priority])).toEqual([
      ['eager', 'high'],
      ...shown.slice(1).map(() => ['lazy', '']),
    ]);
    // The first image is preloaded from <head> with the same choice of sizes, in AVIF (typed, so a
    // browser without AVIF skips it).
    const preload = page.locator('head link[rel="preload"][as="image"]').first();
    expect(await preload.getAttribute('imagesrcset')).toBe(ours[0].avif);
    expect(await preload.getAttribute('imagesizes')).toBe(ours[0].sizes);
    expect(await preload.getAttribute('type')).toBe('image/avif');

    // At 360 px the browser takes the 360 px AVIF: a few hundred bytes, never the uploaded PNG.
    const firstSmall = ours[0].avif.split(' ')[0];
    expect(fetched.find((file) => file.url === firstSmall)).toMatchObject({ type: 'image/avif' });
    expect(fetched.filter((file) => file.url.endsWith('.png'))).toEqual([]);
    for (const file of fetched) expect(file.bytes).toBeLessThan(5_000);
    await context.close();
  });
});
