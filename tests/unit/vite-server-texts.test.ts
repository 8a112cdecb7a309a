import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { portalMessages } from '../../shared/portal-messages.js';
import { groupRegistration } from '../../scripts/vite-server-texts.js';

const idsOf = (registration: string, group: string) => {
  const call = new RegExp(`^addServerMessages\\(${group}, (\\{.*\\})\\);$`, 'm').exec(registration);
  return JSON.parse(call?.[1] ?? 'null') as Record<string, string> | null;
};
const registrationOf = (path: string) => groupRegistration(readFileSync(new URL(path, import.meta.url), 'utf8'), path);

// The catalogues leave out the texts only the emails use: tests/unit/catalog-split.test.ts.
describe('los textos del servidor en la compilación del cliente', () => {
  it('da a cada mensaje de un grupo el id de su texto en el catálogo', () => {
    const registration = registrationOf('../../shared/messages/course-registration.ts') ?? '';
    const ids = idsOf(registration, 'courseRegistrationMessages');
    expect(ids?.courseFull).toBe(generateMessageId(messages.courseFull));
    expect(registration).toContain('import { addServerMessages } from');
  });

  it('cada grupo registra todos sus mensajes, y entre todos los grupos, todos los del servidor', () => {
    const groups = {
      general: 'generalMessages',
      'sign-in': 'signInMessages',
      person: 'personMessages',
      'course-registration': 'courseRegistrationMessages',
      'course-admin': 'courseAdminMessages',
      users: 'userAdminMessages',
      studies: 'studyMessages',
      'study-shares': 'studyShareMessages',
      chat: 'chatMessages',
      'app-content': 'appContentMessages',
      notifications: 'notificationMessages',
    };
    const registered: Record<string, string> = {};
    for (const [file, group] of Object.entries(groups))
      Object.assign(registered, idsOf(registrationOf(`../../shared/messages/${file}.ts`) ?? '', group));
    expect(Object.keys(registered).sort()).toEqual(Object.keys(messages).sort());
    for (const [key, text] of Object.entries(messages)) expect(registered[key]).toBe(generateMessageId(text));
    const portal = idsOf(registrationOf('../../shared/portal-messages.ts') ?? '', 'portalMessages');
    expect(Object.keys(portal ?? {})).toEqual(Object.keys(portalMessages));
  });

  it('un archivo sin grupo de mensajes queda como está', () => {
    expect(registrationOf('../../shared/messages/spaces-available.ts')).toBeUndefined();
  });
});
