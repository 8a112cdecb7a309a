import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { databaseKind } from '../../support/test-database.js';
import { storedSettings, UPDATE, useSettingsServer } from './settings-requests.js';

describe(`ajustes del laboratorio: lo que se rechaza no guarda nada (${databaseKind()})`, () => {
  const server = useSettingsServer();
  let token: string;
  beforeAll(async () => {
    token = (await server().signedIn('admin')).token;
  });

  it.each([
    ['contactPhone', { contactPhone: '55-1234-5678' }, messages.phoneInvalid],
    ['contactPhone', { contactPhone: '551234567' }, messages.phoneInvalid],
    ['whatsappNumber', { whatsappNumber: '+52 55 8765 4321' }, portalMessages.whatsappInvalid],
    ['contactEmail', { contactEmail: 'contacto@' }, messages.emailInvalid],
    ['contactEmail', { contactEmail: `${'a'.repeat(250)}@x.mx` }, portalMessages.settingsEmailMax],
    ['address', { address: 'x'.repeat(256) }, portalMessages.settingsAddressMax],
    ['privacyNoticeUrl', { privacyNoticeUrl: 'http://rayosx.mx/aviso' }, messages.httpsLinkInvalid],
    ['privacyNoticeUrl', { privacyNoticeUrl: `https://rayosx.mx/${'a'.repeat(490)}` }, portalMessages.legalLinkMax],
    ['termsUrl', { termsUrl: 'javascript:alert(1)' }, messages.httpsLinkInvalid],
    ['welcomeTour', { welcomeTour: null }, portalMessages.settingOnOffRequired],
    ['demoMode', { demoMode: null }, portalMessages.settingOnOffRequired],
    ['resultReadyNotifications', { resultReadyNotifications: null }, messages.resultReadySettingRequired],
    ['defaultStudyExpiryDays', { defaultStudyExpiryDays: 45 }, portalMessages.defaultExpiryInvalid],
    ['defaultStudyExpiryDays', { defaultStudyExpiryDays: 0 }, portalMessages.defaultExpiryInvalid],
    ['chatAttachmentLimitMb', { chatAttachmentLimitMb: 0 }, portalMessages.chatAttachmentLimitInvalid],
    // Above the server's upload cap (FILE_SIZE_LIMIT_MB, 5 in tests).
    ['chatAttachmentLimitMb', { chatAttachmentLimitMb: 6 }, portalMessages.chatAttachmentLimitInvalid],
    ['chatAttachmentLimitMb', { chatAttachmentLimitMb: null }, portalMessages.chatAttachmentLimitInvalid],
    ['maintenanceBanner', { maintenanceBanner: 'x'.repeat(201) }, portalMessages.maintenanceBannerMax],
  ])(
    '%s %j: BAD_USER_INPUT con su mensaje, y ni los ajustes ni el historial cambian',
    async (field, input, message) => {
      const before = await storedSettings(server());
      // A valid change beside the wrong one is not saved either.
      const result = await server().gql(UPDATE, { input: { contactEmail: 'otro@rayosx.mx', ...input } }, token);
      expect(result).toMatchObject({ status: 200, data: null });
      expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await storedSettings(server())).toEqual(before);
    },
  );
});
