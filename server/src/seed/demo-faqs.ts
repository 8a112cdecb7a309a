import { count } from 'drizzle-orm';
import { systemActor } from '../common/actor.js';
import { createFaq } from '../app-content/index.js';
import { faqs } from '../app-content/faq.tables.js';
import type { AppDeps } from '../deps.js';

const demoFaqs: { question: string; answer: string; published: boolean }[] = [
  {
    question: '¿Necesito cita para tomarme un estudio?',
    answer:
      '<p>No es indispensable: atendemos por orden de llegada. Si prefieres no esperar, agenda tu cita por teléfono o por el chat de la app.</p>',
    published: true,
  },
  {
    question: '¿Cuánto tarda en estar listo mi estudio?',
    answer:
      '<p>Las radiografías digitales están listas el mismo día. Las tomografías (CBCT) con su interpretación, en <strong>24 a 48 horas</strong>. Te avisamos en la app cuando estén disponibles.</p>',
    published: true,
  },
  {
    question: '¿Cómo veo mis resultados?',
    answer:
      '<p>Inicia sesión en la app con el usuario que te dio el laboratorio y entra a <strong>Mis estudios</strong>. Ahí puedes ver y descargar tus imágenes e informes.</p>',
    published: true,
  },
  {
    question: '¿Debo llevar algo el día de mi estudio?',
    answer:
      '<ul><li>La orden de tu dentista o médico.</li><li>Una identificación oficial.</li><li>Tus estudios anteriores, si los tienes.</li></ul>',
    published: true,
  },
  {
    question: '¿Qué formas de pago aceptan?',
    answer: '<p>Efectivo, tarjeta de débito y de crédito, y transferencia bancaria.</p>',
    published: false,
  },
];

/** The demo FAQ of the patients' app, in Spanish; one still a draft. Nothing when there are FAQs already. */
export async function seedDemoFaqs(deps: AppDeps): Promise<void> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(faqs);
  if (total > 0) return;
  for (const faq of demoFaqs) await createFaq(deps, systemActor, { ...faq, publishFrom: null, publishUntil: null });
}
