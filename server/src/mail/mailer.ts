import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Where messages are written when no SMTP server is configured. */
  outboxDir: string | undefined;
};

/**
 * A transport made at the first message: nodemailer (about 19 MiB of RSS with what it pulls in)
 * loads then, so a server that sends no mail never holds it.
 */
function lazyTransport(
  options: Parameters<typeof import('nodemailer').createTransport>[0],
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/**
 * Email through nodemailer: SMTP when `smtpUrl` is set, otherwise every message is written to
 * `<dataDir>/outbox/` as an .eml file (open it with any mail client) and a .json twin.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = lazyTransport(options.smtpUrl);
    return {
      outboxDir: undefined,
      async send(mail) {
        await (await transport()).sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outboxDir = join(options.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(mail) {
      const info = await (await transport()).sendMail({ from: options.from, ...mail });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${name}.eml`), info.message as Buffer);
      await writeFile(
        join(outboxDir, `${name}.json`),
        JSON.stringify({ from: options.from, date: new Date(), ...mail }, null, 2),
      );
    },
  };
}
