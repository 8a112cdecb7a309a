import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { graphqlUpload } from '../../support/multipart.js';
import { openChat, SEND_MESSAGE } from '../../support/chat.js';
import { createStudy, stagedFile, studyTypeId, xrayPng } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { UPDATE, useSettingsServer } from './settings-requests.js';

const dayMs = 86_400_000;
const MiB = 1024 * 1024;

describe(`los ajustes se aplican: vencimiento de estudios y adjuntos del chat (${databaseKind()})`, () => {
  const server = useSettingsServer();
  let admin: string;
  let lab: string;
  beforeAll(async () => {
    admin = (await server().signedIn('admin')).token;
    lab = (await server().signedIn('laboratory')).token;
  });
  const setting = async (input: Record<string, unknown>) => {
    const result = await server().gql(UPDATE, { input }, admin);
    expect(result.errors).toBeUndefined();
  };

  it('un estudio sin vencimiento elegido toma el del laboratorio; null sigue siendo «sin vencimiento»', async () => {
    const doctor = await server().signedIn('doctor');
    const patient = await server().signedIn('patient', { doctorId: doctor.id });
    const typeId = await studyTypeId(server(), lab);
    const newStudy = async (extra: Record<string, unknown>) => {
      const file = await stagedFile(server(), lab, xrayPng, 'panoramica.png');
      const result = await createStudy(server(), lab, {
        patientId: String(patient.id),
        studyTypeId: typeId,
        studyDate: '2025-03-01',
        fileIds: [String(file.id)],
        ...extra,
      });
      expect(result.errors).toBeUndefined();
      return result.data!.createStudy as unknown as { expiresAt: string | null };
    };
    const daysFromNow = (expiresAt: string | null) => Math.round((Date.parse(expiresAt!) - Date.now()) / dayMs);

    expect((await newStudy({})).expiresAt).toBeNull();
    await setting({ defaultStudyExpiryDays: 90 });
    expect(daysFromNow((await newStudy({})).expiresAt)).toBe(90);
    expect((await newStudy({ expiresInDays: null })).expiresAt).toBeNull();
    expect(daysFromNow((await newStudy({ expiresInDays: 30 })).expiresAt)).toBe(30);
    await setting({ defaultStudyExpiryDays: null });
    expect((await newStudy({})).expiresAt).toBeNull();
  });

  it('el chat rechaza un adjunto mayor que el límite del laboratorio y acepta uno menor', async () => {
    const doctor = await server().signedIn('doctor');
    const patient = await server().signedIn('patient', { doctorId: doctor.id });
    const chatId = await openChat(server(), patient.token, patient.id);
    const send = async (size: number) => {
      const upload = await graphqlUpload(
        SEND_MESSAGE,
        { chatId, text: null },
        { field: 'attachment', name: 'estudio.bin', bytes: new Uint8Array(size) },
      );
      const response = await server().inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...upload.headers, authorization: `Bearer ${patient.token}` },
        payload: upload.payload,
      });
      return response.json() as {
        data?: { sendChatMessage: { id: string } } | null;
        errors?: { message: string; extensions: Record<string, unknown> }[];
      };
    };

    await setting({ chatAttachmentLimitMb: 1 });
    const refused = await send(Math.round(1.5 * MiB));
    expect(refused.errors![0]).toMatchObject({
      message: messages.fileTooLarge,
      extensions: { code: 'BAD_USER_INPUT', field: 'attachment' },
    });
    expect((await send(MiB - 1024)).data?.sendChatMessage.id).toBeTruthy();

    await setting({ chatAttachmentLimitMb: 2 });
    expect((await send(Math.round(1.5 * MiB))).data?.sendChatMessage.id).toBeTruthy();
    const appSettings = await server().gql<{ appSettings: { chatAttachmentLimitMb: number } }>(
      '{ appSettings { chatAttachmentLimitMb } }',
    );
    expect(appSettings.data!.appSettings.chatAttachmentLimitMb).toBe(2);
  });
});
