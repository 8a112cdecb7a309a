import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { createBranchOffice } from '../app-content/index.js';
import { branchOffices } from '../app-content/branch-offices.tables.js';
import { systemActor } from '../common/actor.js';
import { projectRoot } from '../common/project-root.js';
import type { AppDeps } from '../deps.js';

const imagesDir = join(projectRoot, 'server/src/seed/app-images/branch-offices');

type DemoOffice = {
  name: string;
  address: string;
  lat: number;
  lng: number;
  directions: string;
  mapServiceUrl: string | null;
  contacts: { name: string; phone: string }[];
  phones: string[];
  openingHours: string;
  published: boolean;
  image: string | null;
};

const demoOffices: DemoOffice[] = [
  {
    name: 'Sucursal Roma',
    address: 'Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, 06700 Ciudad de México',
    lat: 19.4194,
    lng: -99.1617,
    directions: 'Frente al Jardín Pushkin. Metrobús Álvaro Obregón (línea 1); estacionamiento público en Orizaba.',
    mapServiceUrl: null,
    contacts: [
      { name: 'Lic. Mariana Torres (recepción)', phone: '5552641890' },
      { name: 'Dr. Andrés Salgado (radiólogo)', phone: '5552641891' },
    ],
    phones: ['5552641890', '5587102233'],
    openingHours: 'Lunes a viernes de 7:00 a 20:00; sábados de 8:00 a 14:00',
    published: true,
    image: 'roma.jpg',
  },
  {
    name: 'Sucursal Satélite',
    address: 'Circuito Centro Comercial 2251, Ciudad Satélite, 53100 Naucalpan, Estado de México',
    lat: 19.5096,
    lng: -99.2346,
    directions: 'A un costado de Plaza Satélite, local 14 en planta baja. Estacionamiento de la plaza.',
    mapServiceUrl: 'https://www.google.com/maps/search/?api=1&query=Plaza+Sat%C3%A9lite+Naucalpan',
    contacts: [{ name: 'Lic. Rocío Méndez (recepción)', phone: '5553930412' }],
    phones: ['5553930412'],
    openingHours: 'Lunes a viernes de 8:00 a 19:00; sábados de 9:00 a 13:00',
    published: true,
    image: 'satelite.jpg',
  },
  {
    name: 'Sucursal Angelópolis',
    address: 'Blvd. del Niño Poblano 2901, Reserva Territorial Atlixcáyotl, 72197 Puebla, Pue.',
    lat: 19.032,
    lng: -98.233,
    directions: 'Torre médica frente al centro comercial Angelópolis, piso 3, consultorio 305.',
    mapServiceUrl: null,
    contacts: [
      { name: 'Lic. Fernanda Ruiz (recepción)', phone: '2222254400' },
      { name: 'C.D. Jorge Herrera (tomografía)', phone: '2222254401' },
    ],
    phones: ['2222254400'],
    openingHours: 'Lunes a viernes de 8:00 a 18:00',
    published: true,
    image: 'angelopolis.jpg',
  },
  {
    name: 'Sucursal Querétaro (próximamente)',
    address: 'Av. Constituyentes 40, Centro, 76000 Santiago de Querétaro, Qro.',
    lat: 20.588,
    lng: -100.3899,
    directions: 'Esquina con Ignacio Zaragoza.',
    mapServiceUrl: null,
    contacts: [],
    phones: [],
    openingHours: 'Por confirmar',
    published: false,
    image: null,
  },
];

/** The lab's demo branch offices, in Spanish, with their photos; one still a draft. Nothing when there are offices already. */
export async function seedDemoBranchOffices(deps: AppDeps): Promise<void> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(branchOffices);
  if (total > 0) return;
  for (const { image, ...office } of demoOffices) {
    const photo = image ? async () => createReadStream(join(imagesDir, image)) : undefined;
    await createBranchOffice(deps, systemActor, { ...office, publishFrom: null, publishUntil: null }, photo);
  }
}
