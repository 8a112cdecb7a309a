import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { count, inArray } from 'drizzle-orm';
import { createPackage } from '../app-content/index.js';
import { packages } from '../app-content/packages.tables.js';
import { systemActor } from '../common/actor.js';
import { projectRoot } from '../common/project-root.js';
import type { AppDeps } from '../deps.js';
import { studyTypes } from '../study-types/study-types.tables.js';

// The packages reuse the services' pictures.
const imagesDir = join(projectRoot, 'server/src/seed/app-images/services');

type DemoPackage = {
  name: string;
  description: string;
  studyTypes: string[];
  priceCents: number;
  image: string;
  published: boolean;
};

const demoPackages: DemoPackage[] = [
  {
    name: 'Paquete de ortodoncia',
    description:
      'Los estudios que pide el ortodoncista para iniciar un tratamiento: radiografía panorámica, lateral de cráneo con cefalometría y fotografías clínicas.',
    studyTypes: ['Radiografía panorámica', 'Radiografía lateral de cráneo (cefalometría)', 'Fotografía clínica'],
    priceCents: 180_000,
    image: 'cefalometria.jpg',
    published: true,
  },
  {
    name: 'Paquete de implantes',
    description:
      'Tomografía computarizada de la zona del implante con su interpretación radiológica y una radiografía panorámica de control.',
    studyTypes: ['Tomografía computarizada (CBCT)', 'Interpretación radiológica', 'Radiografía panorámica'],
    priceCents: 320_000,
    image: 'cbct.jpg',
    published: true,
  },
  {
    name: 'Paquete de diagnóstico digital',
    description: 'Escaneo intraoral con modelos digitales y fotografías clínicas.',
    studyTypes: ['Modelos digitales (escaneo intraoral)', 'Fotografía clínica'],
    priceCents: 150_000,
    image: 'escaneo.jpg',
    published: false,
  },
];

/** The demo study packages of the patients' app, in Spanish, with their pictures; one still a draft. Nothing when there are packages already. */
export async function seedDemoPackages(deps: AppDeps): Promise<void> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(packages);
  if (total > 0) return;
  const names = demoPackages.flatMap((demo) => demo.studyTypes);
  const types = await deps.systemDb.select().from(studyTypes).where(inArray(studyTypes.name, names));
  const idOf = new Map(types.map((type) => [type.name, type.id]));
  for (const { image, studyTypes: typeNames, priceCents, ...demo } of demoPackages) {
    const input = {
      ...demo,
      studyTypeIds: typeNames.map((name) => idOf.get(name)),
      price: { cents: priceCents, currency: 'MXN' },
      publishFrom: null,
      publishUntil: null,
    };
    await createPackage(deps, systemActor, input, createReadStream(join(imagesDir, image)));
  }
}
