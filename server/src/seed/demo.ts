import type { AppDeps } from '../deps.js';
import type { StartProgress } from '../start-progress.js';
import { seedDemoBranchOffices } from './demo-branch-offices.js';
import { seedDemoChats } from './demo-chats.js';
import { seedDemoCourses } from './demo-courses.js';
import { seedDemoData } from './demo-data.js';
import { seedDemoFaqs } from './demo-faqs.js';
import { seedDemoPackages } from './demo-packages.js';
import { seedDemoRecipes } from './demo-recipes.js';
import { seedDemoServices } from './demo-services.js';
import { seedDemoSettings } from './demo-settings.js';
import { seedDemoSlides } from './demo-slides.js';
import { seedDemoStudies } from './demo-studies.js';
import { seedDemoSurvey } from './demo-survey.js';
import { seedDemoWelcomeModals } from './demo-welcome-modals.js';

/**
 * The demo data of a first start: the lab's settings, accounts, courses, studies, a chat and the app's content (FAQ,
 * services, study packages, slides, welcome modals, branch offices, recipe book), loaded as the system actor into
 * a database without users; false (and nothing loaded) when it already has some.
 */
export async function seedDemo(deps: AppDeps, progress: StartProgress = () => {}): Promise<boolean> {
  if (!(await seedDemoData(deps))) return false;
  progress('datos de demostración: cuentas listas');
  const steps: [string, (deps: AppDeps) => Promise<unknown>][] = [
    ['ajustes', seedDemoSettings],
    ['cursos', seedDemoCourses],
    ['estudios e imágenes', seedDemoStudies],
    ['chats', seedDemoChats],
    ['preguntas frecuentes', seedDemoFaqs],
    ['servicios', seedDemoServices],
    ['paquetes', seedDemoPackages],
    ['carrusel', seedDemoSlides],
    ['avisos de bienvenida', seedDemoWelcomeModals],
    ['sucursales', seedDemoBranchOffices],
    ['recetario', seedDemoRecipes],
    ['encuesta', seedDemoSurvey],
  ];
  for (const [name, seed] of steps) {
    await seed(deps);
    progress(`datos de demostración: ${name}`);
  }
  return true;
}
