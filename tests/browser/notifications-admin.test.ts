import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../server/src/notifications/notifications.tables.js';
import { labSettings, labSettingsId } from '../../server/src/settings/settings.tables.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

type OutboxPush = { token: string; title: string | null; body: string };

/** The pushes the portal's outbox sender wrote for a device token, oldest first. */
async function pushesTo(token: string): Promise<OutboxPush[]> {
  const dir = join(portal().dataDir, 'push-outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const pushes = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxPush),
  );
  return pushes.filter((push) => push.token === token);
}

describe.skipIf(!hasChromium)('notificaciones push del administrador', () => {
  const browser = sharedBrowser();

  it('la administradora publica la primera notificación a una paciente, la corrige, la reenvía y la elimina', async () => {
    // The empty state shows only when no notification exists at all. On a PostgreSQL test database
    // the integration suites (which run before the browser tests) leave their notifications
    // behind, and no other browser test publishes any: they are removed so the page starts empty.
    await portal().db.delete(notifications).where(eq(notifications.kind, 'ANNOUNCEMENT'));

    const tag = newTag();
    const patient = await createUser(portal().db, 'patient', { name: `Renata${tag}`, lastname: 'Solís' });
    const deviceToken = `token-${tag}`;
    const registered = await portal().gql(
      'mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { id } }',
      { input: { token: deviceToken, platform: 'ANDROID', appVersion: '2.4.1', locale: 'ES_MX' } },
      await portal().login(patient.email, patient.password),
    );
    expect(registered.errors).toBeUndefined();

    const page = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Notificaciones').click();
    await page.waitForURL(/\/notifications$/);
    await page.getByText('No existen notificaciones al momento').waitFor();

    await page.getByRole('link', { name: 'Publicar la primera notificación' }).click();
    await page.waitForURL(/\/notifications\/create$/);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('El mensaje de la notificación es requerido').waitFor();

    const message = page.getByRole('textbox', { name: 'Mensaje' });
    await message.fill('a'.repeat(256));
    await page.getByText('256/255').waitFor();
    await page.getByText('Máximo 255 caracteres').waitFor();

    const title = `Aviso ${tag}`;
    const text = `Tu estudio ya está listo en la sucursal Centro. ${tag}`;
    await page.getByLabel('Título').fill(title);
    await message.fill(text);
    // Far from the limit the counter gives way.
    await page.getByText(`${text.length}/255`).waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'Un usuario' }).check();
    await page.getByRole('combobox', { name: 'Usuario' }).fill(`Renata${tag}`);
    await page.getByRole('option', { name: new RegExp(patient.email) }).click();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('Notificación publicada.').waitFor();
    await page.waitForURL(/\/notifications$/);

    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText(patient.fullName).waitFor();
    await row.getByText('1 enviada · 0 fallidas · 0 pendientes').waitFor();
    await row.getByText('Enviada', { exact: true }).waitFor();
    expect(await pushesTo(deviceToken)).toMatchObject([{ title, body: text }]);

    await page.getByRole('link', { name: `Editar ${title}` }).click();
    await page.waitForURL(/\/notifications\/\d+\/edit$/);
    const corrected = `Tu estudio ya está listo en la sucursal Norte. ${tag}`;
    await expect.poll(() => message.inputValue()).toBe(text);
    await message.fill(corrected);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Notificación guardada.').waitFor();
    await page.waitForURL(/\/notifications$/);
    await row.getByText(corrected).waitFor();
    // Saved, not sent: the device got only the first text.
    expect(await pushesTo(deviceToken)).toHaveLength(1);

    await page.getByRole('button', { name: `Reenviar ${title}` }).click();
    const resendDialog = page.getByRole('dialog', { name: `Reenviar «${title}»` });
    // Sent to one user: the confirmation names her devices, not everyone's.
    await resendDialog
      .getByText(`La notificación será reenviada a los dispositivos de ${patient.fullName}. ¿Deseas continuar?`)
      .waitFor();
    await resendDialog.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Notificación reenviada.').waitFor();
    await row.getByText('2 envíos').waitFor();
    await row.getByText('Enviada', { exact: true }).waitFor();
    await row.getByText('1 enviada · 0 fallidas · 0 pendientes').waitFor();
    await expect.poll(() => pushesTo(deviceToken)).toMatchObject([{ body: text }, { title, body: corrected }]);

    await page.getByRole('button', { name: `Eliminar ${title}` }).click();
    const deleteDialog = page.getByRole('dialog', { name: `Eliminar «${title}»` });
    await deleteDialog.getByText('La notificación será eliminada. ¿Deseas continuar?').waitFor();
    await deleteDialog.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Notificación eliminada.').waitFor();
    await page.getByText('No existen notificaciones al momento').waitFor();
    const left = await portal().db.select().from(notifications).where(eq(notifications.kind, 'ANNOUNCEMENT'));
    expect(left).toEqual([]);
    await page.context().close();
  });

  it('la administradora apaga y vuelve a encender el aviso de resultado listo desde la lista', async () => {
    const stored = async () => (await portal().db.select().from(labSettings))[0]?.resultReadyNotifications ?? true;
    const page = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    try {
      await page.goto(`${portal().url}/notifications`);
      const notice = page.getByRole('switch', { name: 'Avisar al paciente cuando su resultado esté listo' });
      await expect.poll(() => notice.isChecked()).toBe(true);
      await notice.click();
      await page.getByText('Ya no se avisará a los pacientes cuando su resultado esté listo.').waitFor();
      expect(await stored()).toBe(false);
      await page.reload();
      await expect.poll(() => notice.isChecked()).toBe(false);
      await notice.click();
      await page.getByText('Se avisará a los pacientes cuando su resultado esté listo.').waitFor();
      expect(await stored()).toBe(true);
    } finally {
      // The setting is the lab's: the other browser tests expect it on.
      await portal()
        .db.update(labSettings)
        .set({ resultReadyNotifications: true })
        .where(eq(labSettings.id, labSettingsId));
      await page.context().close();
    }
  });
});
