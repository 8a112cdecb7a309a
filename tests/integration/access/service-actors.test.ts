import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { type Actor, systemActor } from '../../../server/src/common/actor.js';
import { createCourse, deleteCourse, listCourses } from '../../../server/src/courses/course-admin.service.js';
import { deleteStudyGroup, listStudyGroups, saveStudyGroup } from '../../../server/src/studies/study-groups.service.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const as = (role: Actor['role'], userId = 1): Actor => ({ userId, role, sessionId: 1 });
const forbidden = expect.objectContaining({
  message: messages.forbidden,
  extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
});

// The operations' @Access rules refuse these callers first; the services check again, so a
// service reused by a REST route or a job is no less guarded.
describe('los servicios de cursos y grupos de estudio revisan quién los llama', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('cursos: sólo un administrador los lista, crea y borra', async () => {
    const { deps } = server.app;
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      await expect(listCourses(deps, as(role))).rejects.toEqual(forbidden);
      await expect(createCourse(deps, as(role), {})).rejects.toEqual(forbidden);
      await expect(deleteCourse(deps, as(role), 1)).rejects.toEqual(forbidden);
    }
    expect(Array.isArray(await listCourses(deps, as('admin')))).toBe(true);
  });

  it('grupos de estudio: el personal y los doctores los leen; sólo un administrador los guarda o borra', async () => {
    const { deps } = server.app;
    for (const role of ['doctor', 'laboratory', 'office-admin'])
      expect(Array.isArray(await listStudyGroups(deps, as(role as Actor['role'])))).toBe(true);
    expect(() => listStudyGroups(deps, as('patient'))).toThrow(messages.forbidden);
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      await expect(
        saveStudyGroup(deps, as(role), null, { name: 'Ortodoncia', descriptionHtml: '<p>x</p>' }),
      ).rejects.toEqual(forbidden);
      await expect(deleteStudyGroup(deps, as(role), 1)).rejects.toEqual(forbidden);
    }
    const saved = await saveStudyGroup(deps, as('admin'), null, {
      name: `Grupo ${Date.now()}`,
      descriptionHtml: '<p>Periodoncia</p><script>x()</script>',
    });
    expect(saved.descriptionHtml).toBe('<p>Periodoncia</p>');
    expect(await deleteStudyGroup(deps, as('admin'), saved.id)).toBe(true);
  });

  it('el actor del sistema (semillas y tareas) guarda grupos y cursos como un administrador, y nada más', async () => {
    const { deps } = server.app;
    const group = await saveStudyGroup(deps, systemActor, null, {
      name: `Grupo del sistema ${Date.now()}`,
      descriptionHtml: '<p>Endodoncia</p>',
    });
    expect(group.descriptionHtml).toBe('<p>Endodoncia</p>');
    const course = await createCourse(deps, systemActor, {
      name: `Curso del sistema ${Date.now()}`,
      date: '2030-01-15',
      quota: 10,
      active: true,
      onlineRegistration: true,
      descriptionHtml: '<p>Taller</p>',
      investment: { cents: 150000, currency: 'MXN' },
      status: 1,
    });
    expect(course).toMatchObject({ investmentCents: 150000, quota: 10, soldSpace: 0 });
    // What only an admin may do stays closed to it, even for a caller the compiler did not stop.
    const system = systemActor as unknown as Actor;
    await expect(deleteStudyGroup(deps, system, group.id)).rejects.toEqual(forbidden);
    await expect(deleteCourse(deps, system, course.id)).rejects.toEqual(forbidden);
    await expect(listCourses(deps, system)).rejects.toEqual(forbidden);
  });
});
