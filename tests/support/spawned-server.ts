import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

// Real server processes for the tests and benches that need the server as production runs it: the
// compiled code started by node, one process per instance, measured and killed from outside.
// Node built-ins only (and free-port.ts): the benches load this file with Node's type stripping.

/**
 * Where the harness asks whether an instance serves requests, as a load balancer does: the
 * readiness route answers 503 until the database and the storage are reachable, 200 once they are.
 */
export const readinessPath = '/readyz';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
/** What `log()` keeps of the process's output: enough for the error that stopped it. */
const keptLogChars = 8000;

export type ServerBuild = {
  /** The folder holding server/src/main.js. */
  dir: string;
  remove(): Promise<void>;
};

/**
 * Compiles the server (`tsc -p tsconfig.server.json`) into a new folder under the project's .tmp/.
 * Inside the project, so the compiled server finds node_modules, drizzle/ and the seed files; a
 * private folder, because `npm test` builds dist/ only after the tests, and a dist/ left over
 * from an older checkout would test old code.
 */
export async function compileServer(name: string): Promise<ServerBuild> {
  await mkdir(join(root, '.tmp'), { recursive: true });
  const dir = await mkdtemp(join(root, '.tmp', `${name}-server-`));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await run(
      process.execPath,
      [join(root, 'node_modules/@typescript/native/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', dir],
      { cwd: root },
    );
  } catch (error) {
    await remove();
    // tsc writes its errors to stdout.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`the server does not compile:\n${stdout ?? ''}${stderr ?? ''}`);
  }
  return { dir, remove };
}

export type ServerOptions = {
  /** For failure messages: "instancia A". */
  name: string;
  /**
   * On top of the defaults (production mode, the embedded database, no demo data, 127.0.0.1,
   * LOG_LEVEL warn): DATABASE_URL, DATA_DIR, TRUST_PROXY, STORAGE_DRIVER and S3_*… PORT is the
   * harness's.
   */
  env: Record<string, string>;
  /** How long the first answer may take (the demo seed makes images: long on a busy machine). */
  readyTimeoutMs?: number;
  /** Extra arguments for node before the script (`--cpu-prof`…). */
  nodeArgs?: string[];
};

/** One server process on a port of its own, which it keeps across restarts. */
export class SpawnedServer {
  readonly name: string;
  readonly port: number;
  private readonly build: ServerBuild;
  private readonly options: ServerOptions;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private output = '';

  constructor(build: ServerBuild, port: number, options: ServerOptions) {
    this.build = build;
    this.port = port;
    this.options = options;
    this.name = options.name;
  }

  /** `http://127.0.0.1:<port>` */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The running process's id (undefined once it is stopped). */
  get pid(): number | undefined {
    return this.running ? this.child!.pid : undefined;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the process wrote (its log lines and its errors), for failure messages. */
  log(): string {
    return this.output;
  }

  /** Starts the process and resolves once it answers; fails with its last lines if it exits first. */
  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running`);
    this.output = '';
    const child = spawn(
      process.execPath,
      [...(this.options.nodeArgs ?? []), join(this.build.dir, 'server/src/main.js')],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: '',
          SEED_DEMO: 'false',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          ...this.options.env,
          PORT: String(this.port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const keep = (text: string) => {
      this.output = (this.output + text).slice(-keptLogChars);
    };
    child.stdout!.setEncoding('utf8').on('data', keep);
    child.stderr!.setEncoding('utf8').on('data', keep);
    await this.untilReady(this.options.readyTimeoutMs ?? 120_000);
  }

  /** SIGTERM (the server drains and closes), then SIGKILL if it is still there after `timeoutMs`. */
  async stop(timeoutMs = 15_000): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGTERM');
    const killer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(killer);
  }

  /** kill -9: the process ends at once, with whatever it was doing. */
  async kill9(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** Stops the process if it runs and starts it again on the same port with the same settings. */
  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  private async untilReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited (${this.exitStatus()}):\n${this.output}`);
      const answered = await fetch(`${this.origin}${readinessPath}`).then(
        (response) => response.status < 500,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.kill9();
    throw new Error(`${this.name} did not answer ${readinessPath} in ${timeoutMs / 1000} s:\n${this.output}`);
  }

  private exitStatus(): string {
    const child = this.child!;
    return child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
  }
}

/** A server process of `build` on a free port, started and answering. */
export async function spawnServer(build: ServerBuild, options: ServerOptions): Promise<SpawnedServer> {
  const server = new SpawnedServer(build, await freePort(), options);
  await server.start();
  return server;
}

/**
 * `count` server processes of `build` started side by side, named "instancia A", "instancia B"…;
 * `env(index)` gives each its settings. If one fails to start, the others are stopped.
 */
export async function spawnServers(
  build: ServerBuild,
  count: number,
  env: (index: number) => Record<string, string>,
  options: Omit<ServerOptions, 'name' | 'env'> = {},
): Promise<SpawnedServer[]> {
  const servers: SpawnedServer[] = [];
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort()); // nobody listens on them yet: keep them apart
  for (const [index, port] of [...ports].entries()) {
    const name = `instancia ${String.fromCharCode(65 + index)}`;
    servers.push(new SpawnedServer(build, port, { ...options, name, env: env(index) }));
  }
  const started = await Promise.allSettled(servers.map((server) => server.start()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  return servers;
}
