import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { portalMessages } from '../../shared/portal-messages.js';
import { labSettingsSchema } from '../../shared/validation/lab-settings.js';
import {
  labSettingsFieldPaths,
  toLabSettingsInput,
  toLabSettingsValues,
} from '../../client/src/settings/lab-settings-values.js';
import type { LabSettingsFieldsFragment } from '../../client/src/gql/graphql.js';

const stored: LabSettingsFieldsFragment = {
  contactPhone: '5512345678',
  whatsappNumber: null,
  contactEmail: 'contacto@laboratorio.mx',
  address: null,
  privacyNoticeUrl: 'https://laboratorio.mx/privacidad',
  termsUrl: null,
  welcomeTour: true,
  demoMode: false,
  defaultStudyExpiryDays: 90,
  chatAttachmentLimitMb: 25,
  maintenanceBanner: null,
  resultReadyNotifications: true,
  dicomAeTitle: null,
  dicomCallingAeTitles: 'CBCT,PANO',
  scannerStudyTypeId: '4',
  updatedAt: '2026-11-24T15:30:00.000Z',
  updatedByName: 'Ana Admin',
};

describe('ajustes del laboratorio: valores del formulario', () => {
  it('los ajustes guardados llegan al formulario: lo no puesto vacío, el vencimiento y el límite como números', () => {
    const values = toLabSettingsValues(stored);
    expect(values).toEqual({
      contactPhone: '5512345678',
      whatsappNumber: '',
      contactEmail: 'contacto@laboratorio.mx',
      address: '',
      privacyNoticeUrl: 'https://laboratorio.mx/privacidad',
      termsUrl: '',
      welcomeTour: true,
      demoMode: false,
      resultReadyNotifications: true,
      defaultStudyExpiryDays: 90,
      chatAttachmentLimitMb: 25,
      maintenanceBanner: '',
      dicomAeTitle: '',
      dicomCallingAeTitles: 'CBCT,PANO',
      scannerStudyTypeId: '4',
    });
    expect([...labSettingsFieldPaths].sort()).toEqual(Object.keys(values).sort());
  });

  it('al guardar, los textos van recortados, lo vacío como null, «Sin vencimiento» y «Ninguno» como null', () => {
    const values = {
      ...toLabSettingsValues(stored),
      address: '  Av. Insurgentes 100 ',
      contactEmail: '   ',
      defaultStudyExpiryDays: '' as const,
      chatAttachmentLimitMb: '10',
      dicomCallingAeTitles: ' CBCT, PANO ',
      scannerStudyTypeId: '',
    };
    expect(toLabSettingsInput(values)).toEqual({
      contactPhone: '5512345678',
      whatsappNumber: null,
      contactEmail: null,
      address: 'Av. Insurgentes 100',
      privacyNoticeUrl: 'https://laboratorio.mx/privacidad',
      termsUrl: null,
      welcomeTour: true,
      demoMode: false,
      resultReadyNotifications: true,
      defaultStudyExpiryDays: null,
      chatAttachmentLimitMb: 10,
      maintenanceBanner: null,
      dicomAeTitle: null,
      dicomCallingAeTitles: 'CBCT,PANO',
      scannerStudyTypeId: null,
    });
  });

  it('el límite de adjuntos del chat no pasa del límite de subida del servidor', async () => {
    const schema = labSettingsSchema({ fileSizeLimitMb: 50 });
    const values = toLabSettingsValues(stored);
    await expect(schema.validate({ ...values, chatAttachmentLimitMb: 50 })).resolves.toBeTruthy();
    await expect(schema.validate({ ...values, chatAttachmentLimitMb: 51 })).rejects.toThrow(
      portalMessages.chatAttachmentLimitInvalid,
    );
    await expect(schema.validate({ ...values, contactPhone: '55123' })).rejects.toThrow(messages.phoneInvalid);
  });
});
