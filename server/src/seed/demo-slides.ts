import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { createSlide } from '../app-content/index.js';
import { slides } from '../app-content/slides.tables.js';
import { systemActor } from '../common/actor.js';
import { projectRoot } from '../common/project-root.js';
import type { AppDeps } from '../deps.js';

const imagesDir = join(projectRoot, 'server/src/seed/app-images/slides');

type DemoSlide = { image: string; altText: string; published: boolean; link?: 'courses' };

const demoSlides: DemoSlide[] = [
  {
    image: 'panoramica.png',
    altText: 'Radiografía panorámica dental digital con resultados el mismo día',
    published: true,
  },
  {
    image: 'tomografia.png',
    altText: 'Tomografía 3D (CBCT) con interpretación por especialista en 24 a 48 horas',
    published: true,
  },
  {
    image: 'cursos.png',
    altText: 'Cursos de educación continua para odontólogos con valor curricular',
    published: true,
    link: 'courses',
  },
  {
    image: 'ortodoncia.png',
    altText: 'Promoción: 15 % de descuento en estudios de ortodoncia todo julio',
    published: false,
  },
];

/**
 * The demo slides of the app's carousel, in Spanish, with images from the repository; the last
 * one a draft. Nothing when there are slides already.
 */
export async function seedDemoSlides(deps: AppDeps): Promise<void> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(slides);
  if (total > 0) return;
  await addDemoSlides(deps);
}

/**
 * Adds the demo slides after the current ones. The courses slide opens the public course
 * catalogue when the portal is served over https (the app opens https links only).
 */
export async function addDemoSlides(deps: AppDeps): Promise<void> {
  const catalogue = deps.config.publicUrl.startsWith('https://') ? `${deps.config.publicUrl}/aula_courses` : null;
  for (const slide of demoSlides) {
    await createSlide(
      deps,
      systemActor,
      { altText: slide.altText, linkUrl: slide.link ? catalogue : null, published: slide.published },
      createReadStream(join(imagesDir, slide.image)),
    );
  }
}
