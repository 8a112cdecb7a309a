import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openChat, sendMessage } from '../support/chat.js';
import { createCourse, createUser, type TestUser } from '../support/factories.js';
import { studyWithFiles } from '../support/studies.js';
import { newTag } from '../support/users.js';
import { AccessibilityAudit, settled } from './support/axe.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** Every entry of the administrator's menu, the Administración group included. */
const menuPaths = [
  '/panel',
  '/welcome-modals/index',
  '/services/index',
  '/slides/index',
  '/notifications',
  '/cookbook/index',
  '/branch-offices/index',
  '/study-groups/index',
  '/virtuallab',
  '/virtuallab/recibidos',
  '/courses/index',
  '/report-inscription/index',
  '/control',
  '/access-log',
  '/soporte',
  '/users/index',
  '/users/pre-registrations',
  '/profile',
  '/admin',
  '/package-group',
  '/faq/index',
  '/quality-s',
  '/quality-indicators',
];

/** The empty forms of the administration. */
const createPaths = [
  '/welcome-modals/create',
  '/services/create',
  '/slides/create',
  '/notifications/create',
  '/cookbook/create',
  '/branch-offices/create',
  '/study-groups/create/edit',
  '/courses/create',
  '/users/create',
  '/faq/create',
  '/package-group/create',
  '/quality-s/create',
  '/soporte/nueva',
  '/virtuallab/upload',
];

async function adminPage(): Promise<{ page: Page; admin: TestUser }> {
  const admin = await createUser(portal().db, 'admin');
  return { page: await signedInPage(browser(), admin, /\/panel$/), admin };
}

const browser = sharedBrowser();

describe.skipIf(!hasChromium)('accesibilidad del portal del administrador', () => {
  it('cada entrada del menú abre una página sin fallas graves', async () => {
    const audit = new AccessibilityAudit();
    const { page } = await adminPage();
    for (const path of menuPaths) await audit.visit(page, path);
    await page.context().close();
    audit.assertClean();
    // About 30 pages, each loaded and audited: as long as the layout check of every menu page.
  }, 180_000);

  it('los formularios vacíos de alta tampoco, y los textos propios de MUI están en español', async () => {
    const audit = new AccessibilityAudit();
    const { page } = await adminPage();
    for (const path of createPaths) await audit.visit(page, path);

    // MUI's own texts speak the interface's language: the person filter's button says "Abrir", not "Open".
    await page.goto('/access-log');
    await page.getByRole('button', { name: 'Abrir', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
    await page.context().close();
    audit.assertClean();
  }, 180_000);

  it('los formularios de edición, el detalle de un usuario, los estudios de un paciente y una confirmación tampoco', async () => {
    const audit = new AccessibilityAudit();
    const tag = newTag();
    const course = await createCourse(portal().db, { name: `Radiología ${tag}` });
    const doctor = await createUser(portal().db, 'doctor', { officeData: true, motherLastname: tag });
    const patient = await createUser(portal().db, 'patient', { doctorId: doctor.id, motherLastname: tag });
    const lab = await portal().signedIn('laboratory');
    await studyWithFiles(portal(), lab.token, patient.id);

    const { page } = await adminPage();
    for (const path of [
      `/courses/${course.id}/edit`,
      `/report-inscription/${course.id}`,
      `/users/${doctor.id}`,
      `/users/${doctor.id}/edit`,
      `/virtuallab/${doctor.id}`,
      `/virtuallab/patients/${patient.id}`,
      `/virtuallab/invisiblen/${patient.id}`,
    ]) {
      await audit.visit(page, path);
    }

    await page.goto('/courses/index');
    await page.getByRole('button', { name: `Eliminar ${course.name}` }).click();
    await page.getByRole('dialog', { name: `Eliminar «${course.name}»` }).waitFor();
    await audit.check(page, 'confirmación de borrado');
    await page.context().close();
    audit.assertClean();
  });

  it('el historial de chats y el diálogo de un chat tampoco', async () => {
    const audit = new AccessibilityAudit();
    const tag = newTag();
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await portal().signedIn('patient', { doctorId: doctor.id, name: 'Pedro', motherLastname: tag });
    const chatId = await openChat(portal(), patient.token, patient.id);
    await sendMessage(portal(), patient.token, chatId, `¿Ya están mis estudios? ${tag}`);

    const { page } = await adminPage();
    await page.getByRole('button', { name: /^Historial de chats/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Historial de chats' });
    const entry = drawer.getByRole('button', { name: new RegExp(tag) });
    await entry.waitFor();
    await settled(page);
    await audit.check(page, 'historial de chats');

    await entry.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(tag) });
    await dialog.getByText(`¿Ya están mis estudios? ${tag}`).waitFor();
    await audit.check(page, 'diálogo del chat');
    await page.context().close();
    audit.assertClean();
  });
});
