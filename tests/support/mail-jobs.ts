import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../../server/src/config.js';
import type { Database } from '../../server/src/db/client.js';
import { jobSchema } from '../../server/src/db/job-store.js';
import { rowsOf } from '../../server/src/db/raw-rows.js';
import type { JobKind } from '../../server/src/jobs/index.js';
import { createMailer, type Mailer } from '../../server/src/mail/mailer.js';
import { startCustomServer } from './hardening.js';
import type { TestServer } from './test-server.js';

/**
 * A server whose mail server refuses the first message to each address given to `failOnce` (as
 * an SMTP server answers 421 while it is busy), and otherwise writes to the outbox like the
 * default mailer. `triesTo` counts what the server tried to send there, refused or not.
 */
export async function serverWithFlakyMail(config: Partial<Config> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const outbox = createMailer({ from: 'Laboratorio <no-reply@lab.test>', dataDir });
  const refusing = new Set<string>();
  const tries: string[] = [];
  const mailer: Mailer = {
    outboxDir: outbox.outboxDir,
    async send(mail) {
      tries.push(mail.to);
      if (refusing.delete(mail.to)) throw new Error('421 4.3.2 Servicio no disponible, intente más tarde');
      await outbox.send(mail);
    },
  };
  const server = await startCustomServer({ config: { ...config, dataDir }, mailer });
  return {
    server,
    failOnce: (email: string) => refusing.add(email),
    triesTo: (email: string) => tries.filter((to) => to === email).length,
    mailsTo: async (email: string) => (await server.outbox()).filter((mail) => mail.to === email),
  };
}

export type StoredJob = {
  state: string;
  retryCount: number;
  data: Record<string, unknown>;
  /** What the last failed run left: pg-boss keeps the error's message there. */
  output: { message?: string } | null;
};

/** The server's stored jobs of a kind, oldest first. */
export async function jobsOf(server: TestServer, kind: JobKind): Promise<StoredJob[]> {
  const answer = await server.db.execute(sql`
    select state, retry_count as "retryCount", data, output from ${sql.identifier(jobSchema)}.job
    where name = ${server.app.deps.jobs.queueOf(kind)} order by created_on, id`);
  return rowsOf<StoredJob>(answer);
}

/**
 * Runs now the server's jobs that wait for a retry, as if their backoff had passed, and waits
 * until they are done (or wait again).
 */
export async function retryNow(server: TestServer): Promise<void> {
  const names = server.app.deps.jobs.kinds.map((kind) => server.app.deps.jobs.queueOf(kind));
  await server.db.execute(sql`
    update ${sql.identifier(jobSchema)}.job set start_after = now()
    where name in ${names} and state = 'retry'`);
  await server.app.deps.jobs.idle();
}

/**
 * Makes the commit of any transaction that wrote a row of `table` matching `condition` (SQL on
 * `new`) fail, as a lost connection or a full disk would, after everything in it ran, the sends
 * of jobs included. Answers the function that removes it.
 */
export async function failingCommit(db: Database, table: string, condition: string): Promise<() => Promise<void>> {
  const name = `refuse_commit_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'no se pudo confirmar la transacción'; end $$`),
  );
  await db.execute(
    sql.raw(`create constraint trigger ${name} after insert or update on ${table}
      deferrable initially deferred for each row when (${condition}) execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
