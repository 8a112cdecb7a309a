import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PushSender } from './push-sender.js';

/**
 * The sender without a provider: every message is written to `<dataDir>/push-outbox/` as a JSON
 * file named by time, so a person can read what would have been sent. Answers `sent`, or `retry` when
 * the file cannot be written.
 */
export function createOutboxSender(dataDir: string): PushSender & { outboxDir: string } {
  const outboxDir = join(dataDir, 'push-outbox');
  return {
    name: 'outbox',
    outboxDir,
    async send(message) {
      const id = randomUUID();
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id.slice(0, 8)}.json`;
      try {
        await mkdir(outboxDir, { recursive: true });
        await writeFile(
          join(outboxDir, name),
          JSON.stringify(
            {
              id,
              date: new Date(),
              platform: message.platform,
              token: message.token,
              title: message.title ?? null,
              body: message.body,
              data: message.data ?? {},
            },
            null,
            2,
          ),
        );
      } catch {
        // A full or unwritable disk passes; the message waits for it like for a provider.
        return { outcome: 'retry', afterMs: 10_000 };
      }
      return { outcome: 'sent', id };
    },
  };
}
