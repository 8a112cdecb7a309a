import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Who may open a page the user was turned away from. */
export type AllowedAudience = 'admin' | 'staff' | 'patient' | 'other-roles';

/** Navigation state a guard sends to the landing page: why the page asked for was not opened. */
export type DeniedState = { denied: { audience: AllowedAudience; page: MessageDescriptor | null } };

export function deniedState(audience: AllowedAudience, page: MessageDescriptor | null): DeniedState {
  // Only the id and the source text: history state must be cloneable.
  return { denied: { audience, page: page && { id: page.id, message: page.message } } };
}

export function deniedOf(state: unknown): DeniedState['denied'] | null {
  if (typeof state !== 'object' || state === null || !('denied' in state)) return null;
  const { denied } = state as DeniedState;
  return typeof denied === 'object' && denied !== null && typeof denied.audience === 'string' ? denied : null;
}

/** "Solo un administrador puede abrir Slides.": why the page was not opened, naming it when known. */
export function deniedMessage(i18n: I18n, audience: AllowedAudience, page: MessageDescriptor | null): string {
  if (!page) {
    switch (audience) {
      case 'admin':
        return i18n._(msg`Solo un administrador puede abrir esa página.`);
      case 'patient':
        return i18n._(msg`Solo los pacientes pueden abrir esa página.`);
      case 'staff':
        return i18n._(msg`Solo el personal del laboratorio puede abrir esa página.`);
      default:
        return i18n._(msg`No tienes permiso para abrir esa página.`);
    }
  }
  const name = i18n._(page);
  switch (audience) {
    case 'admin':
      return i18n._(msg`Solo un administrador puede abrir ${name}.`);
    case 'patient':
      return i18n._(msg`Solo los pacientes pueden abrir ${name}.`);
    case 'staff':
      return i18n._(msg`Solo el personal del laboratorio puede abrir ${name}.`);
    default:
      return i18n._(msg`No tienes permiso para abrir ${name}.`);
  }
}
