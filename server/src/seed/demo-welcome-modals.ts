import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { createWelcomeModal } from '../app-content/index.js';
import { welcomeModals } from '../app-content/welcome-modals.tables.js';
import { systemActor } from '../common/actor.js';
import { projectRoot } from '../common/project-root.js';
import type { AppDeps } from '../deps.js';

const imagesDir = join(projectRoot, 'server/src/seed/app-images/welcome-modals');

const demoModals: { image: string; altText: string; title: string; body: string; published: boolean }[] = [
  {
    image: 'bienvenida.png',
    altText: 'Ilustración de un diente con el texto «Tus estudios, siempre contigo»',
    title: '¡Bienvenido a tu laboratorio de imagen!',
    body: 'Consulta tus radiografías y tomografías, descarga tus informes y escríbenos por el chat cuando lo necesites.',
    published: true,
  },
  {
    image: 'resultados.png',
    altText: 'Ilustración de un estudio de imagen con el texto «Te avisamos cuando estén listos»',
    title: 'Tus resultados, en tu celular',
    body: 'Activa las notificaciones y te avisaremos en cuanto tus estudios estén disponibles en la app.',
    published: true,
  },
  {
    image: 'horario.png',
    altText: 'Ilustración de un reloj con el texto «Nuevo horario en sucursal Centro»',
    title: 'Nuevo horario en sucursal Centro',
    body: 'A partir del próximo mes atenderemos de lunes a sábado de 7:00 a 20:00 horas.',
    published: false,
  },
];

/** The demo welcome modals of the app, in Spanish, with images from the repository; the last one a draft. Nothing when there are some already. */
export async function seedDemoWelcomeModals(deps: AppDeps): Promise<void> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(welcomeModals);
  if (total > 0) return;
  for (const modal of demoModals) {
    const { image, ...input } = modal;
    await createWelcomeModal(deps, systemActor, input, createReadStream(join(imagesDir, image)));
  }
}
