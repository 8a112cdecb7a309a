import { systemActor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { updateLabSettings } from '../settings/index.js';

/** The demo lab's contact, legal links and study expiry (the /admin screen), saved as the system. */
export async function seedDemoSettings(deps: AppDeps): Promise<void> {
  await updateLabSettings(deps, systemActor, {
    contactPhone: '5551234567',
    whatsappNumber: '5519876543',
    contactEmail: 'contacto@laboratorio.mx',
    address: 'Av. Insurgentes Sur 1234, Col. Del Valle, Benito Juárez, 03100 Ciudad de México',
    privacyNoticeUrl: 'https://laboratorio.mx/aviso-de-privacidad',
    termsUrl: 'https://laboratorio.mx/terminos-y-condiciones',
    defaultStudyExpiryDays: 365,
  });
}
