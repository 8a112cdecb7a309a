import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Where messages are written when no SMTP server is configured. */
  outboxDir: string | undefined;
};

/**
 * Email through nodemailer: SMTP when `smtpUrl` is set, otherwise every message is written to
 * `<dataDir>/outbox/` as an .eml file (open it with any mail client) and a .json twin.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outboxDir: undefined,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outboxDir = join(options.dataDir, 'outbox');
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
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
