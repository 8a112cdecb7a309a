import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../../../shared/limits';
import { menuLinkSelector, targetSelector, tourTargets } from './tour-targets';

/** One place a step may point at, with what the step says about it. */
export type StepTarget = { selector: string; text: MessageDescriptor };

export type TourStep = {
  id: string;
  title: MessageDescriptor;
  /** Best first: the step points at the first one on the page; with none on the page it is left out. */
  targets: readonly StepTarget[];
};

const welcome = msg`Te damos la bienvenida`;

const menu: TourStep = {
  id: 'menu',
  title: welcome,
  targets: [
    {
      selector: targetSelector(tourTargets.menu),
      text: msg`Este es el menú: desde aquí llegas a cada sección del portal.`,
    },
    // On a phone the sidebar is closed: its button opens it.
    {
      selector: targetSelector(tourTargets.menuToggle),
      text: msg`Con este botón abres el menú; desde ahí llegas a cada sección del portal.`,
    },
  ],
};

const virtualLab = (text: MessageDescriptor): TourStep => ({
  id: 'virtual-lab',
  title: msg`Laboratorio virtual`,
  targets: [{ selector: menuLinkSelector('/virtuallab', { prefix: true }), text }],
});

const controlBoard: TourStep = {
  id: 'control-board',
  title: msg`Tablero de control`,
  targets: [
    {
      selector: menuLinkSelector('/control'),
      text: msg`Aquí ves cuántos estudios se subieron y se consultaron, y cuáles están por vencer.`,
    },
  ],
};

const staffChat: TourStep = {
  id: 'chat',
  title: msg`Chat`,
  targets: [
    {
      selector: targetSelector(tourTargets.chat),
      text: msg`Aquí lees y contestas los mensajes de los pacientes. El número rojo te dice cuántos no has leído.`,
    },
  ],
};

const profile: TourStep = {
  id: 'profile',
  title: msg`Tu perfil`,
  targets: [
    {
      selector: menuLinkSelector('/profile'),
      text: msg`Mantén tus datos al día. Desde tu perfil puedes volver a ver este recorrido.`,
    },
  ],
};

const patientStudies: TourStep = {
  id: 'patient-studies',
  title: welcome,
  targets: [
    {
      selector: targetSelector(tourTargets.patientStudies),
      text: msg`Aquí aparecen tus estudios en cuanto están listos.`,
    },
    {
      selector: menuLinkSelector('/paciente'),
      text: msg`En Mi portal encuentras tus estudios y el chat con el laboratorio.`,
    },
  ],
};

const patientChat: TourStep = {
  id: 'patient-chat',
  title: msg`Chat con el laboratorio`,
  targets: [
    {
      selector: targetSelector(tourTargets.patientChat),
      text: msg`Escríbenos aquí si tienes alguna duda sobre tus estudios.`,
    },
  ],
};

const labStaffVirtualLab = virtualLab(msg`Aquí buscas a los pacientes, subes sus estudios y los consultas.`);

/** The steps of each role, in order; the ones whose element is not on the page are left out. */
export function tourStepsOf(role: Role): readonly TourStep[] {
  switch (role) {
    case 'doctor':
      return [menu, virtualLab(msg`Aquí están tus pacientes y sus estudios.`), staffChat, profile];
    case 'laboratory':
      return [menu, controlBoard, labStaffVirtualLab, staffChat, profile];
    case 'admin':
    case 'office-admin':
      return [menu, labStaffVirtualLab, staffChat, profile];
    case 'patient':
      return [patientStudies, patientChat, profile];
  }
}
