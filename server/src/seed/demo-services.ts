import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { createService } from '../app-content/index.js';
import { services } from '../app-content/services.tables.js';
import { systemActor } from '../common/actor.js';
import { projectRoot } from '../common/project-root.js';
import type { AppDeps } from '../deps.js';

const imagesDir = join(projectRoot, 'server/src/seed/app-images/services');

const demoServices: { name: string; description: string; image: string; published: boolean }[] = [
  {
    name: 'Radiografía panorámica',
    description:
      '<p>Una sola imagen de todos los dientes, los maxilares y las articulaciones. Es el estudio de inicio para <strong>ortodoncia, extracciones de terceros molares</strong> y revisiones generales.</p><p>Lista en unos minutos; no requiere preparación.</p>',
    image: 'panoramica.jpg',
    published: true,
  },
  {
    name: 'Tomografía Cone Beam (CBCT)',
    description:
      '<p>Imagen en <strong>3D</strong> de dientes, hueso y vías aéreas con baja dosis de radiación. Indicada para la planeación de <strong>implantes</strong>, endodoncia y cirugía.</p><ul><li>Campo de visión a elegir por tu dentista.</li><li>Interpretación por radiólogo en 24 a 48 horas.</li></ul>',
    image: 'cbct.jpg',
    published: true,
  },
  {
    name: 'Radiografías periapicales digitales',
    description:
      '<p>Detalle de una o dos piezas dentales, de la corona a la raíz. Útiles para caries, tratamientos de conductos y control de implantes.</p>',
    image: 'periapical.jpg',
    published: true,
  },
  {
    name: 'Cefalometría lateral con trazado',
    description:
      '<p>Radiografía lateral de cráneo con el <strong>trazado cefalométrico</strong> que tu ortodoncista solicite (Ricketts, Steiner, McNamara y otros).</p>',
    image: 'cefalometria.jpg',
    published: true,
  },
  {
    name: 'Escaneo intraoral 3D',
    description:
      '<p>Modelos digitales de tus arcadas sin pastas de impresión, listos para alineadores, guías quirúrgicas y prótesis.</p>',
    image: 'escaneo.jpg',
    published: false,
  },
];

/** The demo services of the patients' app, in Spanish, with their pictures; one still a draft. Nothing when there are services already. */
export async function seedDemoServices(deps: AppDeps): Promise<void> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(services);
  if (total > 0) return;
  for (const { image, ...service } of demoServices) {
    const input = { ...service, publishFrom: null, publishUntil: null };
    await createService(deps, systemActor, input, createReadStream(join(imagesDir, image)));
  }
}
