import { fork } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AvifAnswer, AvifRequest } from './avif-encoder.child.js';

export type { AvifRequest };

/** The encoder's module beside this one: .js in the build, .ts from the sources (tests), which Node strips. */
const encoderModule = new URL(`./avif-encoder.child${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * Far more than an image within the decoder's 40 megapixels takes on a busy machine (a demo
 * picture: under a second at each width); past it the encoder is taken as hung.
 */
const defaultTimeoutMs = 180_000;

/** The most of the encoder's standard error kept for the message of a failure. */
const stderrTail = 2_000;

/**
 * The AVIF encodings of `request.source` at each of `request.widths`, made by a process of its own
 * (avif-encoder.child.ts) that ends once it has answered. libvips' threads leave about 50 MiB of
 * freed memory in malloc that a process keeps for its life: made in the server, the demo images'
 * copies held it for good (bench:memory, idle RSS 270 MiB after a first start against 220). The
 * caller reads and writes storage, so every storage driver works as before.
 *
 * Rejects when the encoder refuses the bytes (its message), crashes, ends without answering, or
 * takes longer than `timeoutMs`, and when `signal` aborts (the server stops): it is then killed.
 * It settles only once the process has ended and been reaped, so none is left behind. `module` is
 * another encoder, for tests.
 */
export function encodeAvif(
  request: AvifRequest,
  options: { signal?: AbortSignal; timeoutMs?: number; module?: URL } = {},
): Promise<Buffer[]> {
  const { signal, timeoutMs = defaultTimeoutMs, module = encoderModule } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    // No node flags of the server's (its heap cap, --liftoff-only) nor of a test runner.
    const child = fork(module, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let answer: AvifAnswer | undefined;
    let failure: unknown;
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrTail);
    });
    child.once('message', (message: AvifAnswer) => {
      answer = message;
    });
    const kill = (reason: unknown) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => kill(new Error(`the AVIF encoder did not answer within ${timeoutMs / 1000} s: killed`)),
      timeoutMs,
    );
    const onAbort = () => kill(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure !== undefined) reject(failure);
      else if (answer && 'encoded' in answer) resolve(answer.encoded.map((bytes) => Buffer.from(bytes)));
      else if (answer) reject(new Error(answer.error));
      else
        reject(
          new Error(
            `the AVIF encoder ended (${child.signalCode ?? `code ${child.exitCode}`}) without answering` +
              (stderr.trim() ? `: ${stderr.trim()}` : ''),
          ),
        );
    };
    // 'close' comes once the process has ended and its IPC channel and standard error are read to the end.
    child.once('close', settle);
    child.once('error', (error) => {
      // A process that could not be started may send no 'close'; one that did is killed and ends with it.
      if (child.pid === undefined) {
        failure ??= error;
        settle();
      } else kill(error);
    });
    child.send(request, (error) => {
      if (error) kill(error);
    });
  });
}
