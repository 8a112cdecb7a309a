import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { systemActor } from '../common/actor.js';
import { todayInLab } from '../common/dates.js';
import { projectRoot } from '../common/project-root.js';
import { createCourse, setCourseImage } from '../courses/index.js';
import { courseRegistrations, courses } from '../courses/courses.tables.js';
import type { AppDeps } from '../deps.js';

const imagesDir = join(projectRoot, 'server/src/seed/course-images');

type DemoCourse = {
  name: string;
  subtopic: string;
  daysFromToday?: number;
  date?: string;
  time: string;
  investment: number;
  quota: number;
  sold: number;
  onlineRegistration?: boolean;
  courseStatusId?: number;
  image: string;
  venue: [string, string];
  description: string;
};

function demoCourses(): DemoCourse[] {
  const lastYear = Number(todayInLab().slice(0, 4)) - 1;
  return [
    {
      name: 'Ortodoncia interceptiva en la práctica diaria',
      subtopic: 'Precio especial de $2,900.00 antes del 15 de diciembre',
      daysFromToday: 45,
      time: '9:00 a 14:00 h',
      investment: 3500,
      quota: 30,
      sold: 4,
      image: 'ortodoncia.png',
      venue: ['Auditorio Centro Médico Puebla', 'Av. Juárez 2915, La Paz, Puebla, Pue.'],
      description:
        '<p>Diagnóstico temprano y <strong>tratamiento interceptivo</strong> de maloclusiones en dentición mixta.</p><ul><li>Análisis cefalométrico</li><li>Aparatología removible</li><li>Casos clínicos</li></ul>',
    },
    {
      name: 'Radiología digital e interpretación de CBCT',
      subtopic: 'Precio especial de $4,200.00 antes del 1 de diciembre',
      daysFromToday: 20,
      time: '8:30 a 15:00 h',
      investment: 4800,
      quota: 20,
      sold: 17,
      image: 'radiologia.png',
      venue: ['Sala de capacitación del laboratorio', 'Calle 25 Sur 702, Los Volcanes, Puebla, Pue.'],
      description:
        '<p>Lectura sistemática de <strong>tomografía de haz cónico</strong>, panorámicas y periapicales digitales.</p><p>Incluye material de consulta y constancia con valor curricular.</p>',
    },
    {
      name: 'Endodoncia rotatoria: taller práctico',
      subtopic: 'Cupo limitado a 15 participantes',
      daysFromToday: 30,
      time: '9:00 a 18:00 h',
      investment: 6500,
      quota: 15,
      sold: 15,
      image: 'endodoncia.png',
      venue: ['Hotel Camino Real Puebla', '7 Poniente 105, Centro, Puebla, Pue.'],
      description: '<p>Taller con <em>modelos de práctica</em> y sistemas rotatorios de última generación.</p>',
    },
    {
      name: 'Fotografía clínica dental',
      subtopic: 'Inscripción solo en recepción',
      daysFromToday: 60,
      time: '10:00 a 13:00 h',
      investment: 1800,
      quota: 25,
      sold: 0,
      image: 'implantes.png',
      onlineRegistration: false,
      venue: ['Sala de capacitación del laboratorio', 'Calle 25 Sur 702, Los Volcanes, Puebla, Pue.'],
      description: '<p>Protocolos de fotografía intraoral y extraoral para el expediente clínico.</p>',
    },
    {
      name: 'Implantología básica',
      subtopic: 'Precio especial de $5,500.00 antes del 30 de octubre',
      date: `${lastYear}-11-14`,
      time: '9:00 a 17:00 h',
      investment: 7200,
      quota: 20,
      sold: 12,
      image: 'implantes.png',
      venue: ['Auditorio Centro Médico Puebla', 'Av. Juárez 2915, La Paz, Puebla, Pue.'],
      description: '<p>Planificación quirúrgica con tomografía y colocación de implantes en modelos.</p>',
    },
    {
      name: 'Actualización en periodoncia',
      subtopic: 'Precio especial de $2,000.00 antes del 1 de junio',
      courseStatusId: 3,
      date: `${lastYear}-06-20`,
      time: '9:00 a 14:00 h',
      investment: 2500,
      quota: 40,
      sold: 9,
      image: 'ortodoncia.png',
      venue: ['Hotel Camino Real Puebla', '7 Poniente 105, Centro, Puebla, Pue.'],
      description: '<p>Diagnóstico periodontal con la clasificación vigente y terapia no quirúrgica.</p>',
    },
  ];
}

const students = [
  ['Laura', 'Martínez', 'Gómez'],
  ['Diego', 'Hernández', 'Paz'],
  ['Fernanda', 'Sánchez', 'Ruiz'],
  ['Ricardo', 'Morales', 'Luna'],
  ['Valeria', 'Jiménez', 'Castro'],
  ['Andrés', 'Vargas', 'Mejía'],
  ['Paola', 'Romero', 'Ibarra'],
  ['Héctor', 'Navarro', 'Solís'],
];

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/**
 * Courses in every catalogue state, over two years, each with image, venue and paid registrations
 * for its sold places. The courses go through the admin's course form as the system actor; their
 * paid places are written as they stand, since only a card payment makes one.
 */
export async function seedDemoCourses(deps: AppDeps): Promise<void> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(courses);
  if (total > 0) return;
  const today = todayInLab();
  for (const demo of demoCourses()) {
    const { id } = await createCourse(deps, systemActor, {
      name: demo.name,
      subtopic: demo.subtopic,
      date: demo.date ?? addDays(today, demo.daysFromToday ?? 30),
      time: demo.time,
      investment: { cents: demo.investment * 100, currency: 'MXN' },
      quota: demo.quota,
      active: true,
      onlineRegistration: demo.onlineRegistration ?? true,
      descriptionHtml: demo.description,
      status: demo.courseStatusId ?? 1,
      headquarterName: demo.venue[0],
      headquarterAddress: demo.venue[1],
    });
    await setCourseImage(deps, systemActor, id, createReadStream(join(imagesDir, demo.image)));
    let left = demo.sold;
    for (let index = 0; left > 0; index++) {
      const spaces = Math.min(left, index % 3 === 0 ? 2 : 1 + (index % 2));
      const [name, lastname, motherLastname] = students[index % students.length];
      left -= spaces;
      await deps.systemDb.insert(courseRegistrations).values({
        courseId: id,
        name,
        lastname,
        motherLastname,
        email: `${name}.${lastname}.${index}@correo.mx`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
        phone: `22212300${String(index).padStart(2, '0')}`,
        cardholder: `${name} ${lastname}`,
        spaces,
        amountCents: spaces * demo.investment * 100,
        status: 'paid',
        paymentProvider: 'sandbox',
        providerOrderId: `ord_demo_${id}_${index}`,
        providerChargeId: `chr_demo_${id}_${index}`,
        paidAt: new Date(),
      });
    }
    await deps.systemDb.update(courses).set({ soldSpace: demo.sold }).where(eq(courses.id, id));
  }
}
