import { Writable } from 'node:stream';

/** Pino's level numbers and the words a person reads. */
const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const levelColors: Record<string, string> = { WARN: '\u001b[33m', ERROR: '\u001b[31m', FATAL: '\u001b[31m' };
const dim = '\u001b[2m';
const reset = '\u001b[0m';

/** Fields every line carries or that are shown in their own place. */
const shownApart = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'err',
  'error',
  'request',
]);

type LoggedRequest = { method?: unknown; path?: unknown; status?: unknown; ms?: unknown };
type LoggedError = { type?: unknown; message?: unknown; stack?: unknown };

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The stack of a logged error, indented under its line (serializeError's shape). */
function errorText(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const { type, message, stack } = error as LoggedError;
  const body = typeof stack === 'string' && stack !== '' ? stack : String(message ?? '');
  return `\n  ${typeof type === 'string' ? `${type}: ` : ''}${body.replace(/\n/g, '\n  ')}`;
}

/**
 * One pino record as a short line for the terminal: time, level, the message (a request as
 * "GET /path 200 12 ms"), the other fields as key=value, and an error's stack below it.
 */
export function readableLine(record: Record<string, unknown>, colors = false): string {
  const level = levelNames[Number(record.level)] ?? String(record.level);
  const request = record.request as LoggedRequest | undefined;
  const req = record.req as LoggedRequest | undefined;
  let text = request
    ? `${valueText(request.method)} ${valueText(request.path)} ${valueText(request.status)} ${valueText(request.ms)} ms`
    : valueText(record.msg ?? '');
  if (!request && req?.method && req.path) text += ` (${valueText(req.method)} ${valueText(req.path)})`;
  const extras = Object.entries(record)
    .filter(([key]) => !shownApart.has(key))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  if (extras.length > 0) text += ` ${extras.join(' ')}`;
  const color = colors ? (levelColors[level] ?? '') : '';
  const time = colors ? `${dim}${clock(record.time)}${reset}` : clock(record.time);
  const head = `${time} ${color}${level.padEnd(5)}${color ? reset : ''} ${text}`;
  return `${head}${errorText(record.err ?? record.error)}\n`;
}

/** A destination for pino that writes readable lines to `out` (the terminal by default). */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  const colors = out === process.stdout && process.stdout.isTTY === true && !process.env.NO_COLOR;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line === '') continue;
        let record: Record<string, unknown>;
        try {
          record = JSON.parse(line) as Record<string, unknown>;
        } catch {
          out.write(`${line}\n`);
          continue;
        }
        out.write(readableLine(record, colors));
      }
      done();
    },
  });
}
