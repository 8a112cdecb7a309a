// `npm start`: builds what changed since the last build (the server with tsc, the web app with
// Vite, both at once), prepares the embedded database on a first start (once the server is built,
// beside the web app's build), then runs the server with a 256 MB heap cap. Each step is printed
// with the second it ended, so a first start on a fresh clone says what it is doing. A build or a
// data step that fails stops the start; the server's own steps follow its output.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlagsFor } from './server-node-flags.mjs';
import { prepareStart } from './start-steps.mjs';

const startedAt = performance.now();
const say = (step) => console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${step}`);

/** The newest modification time under `paths` (files or folders), skipping what git ignores here. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (!stats.isDirectory()) {
      latest = Math.max(latest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path))
      if (entry !== 'node_modules' && !entry.startsWith('.')) visit(join(path, entry));
  };
  for (const path of paths) visit(path);
  return latest;
}

const shared = ['shared', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const parts = [
  {
    name: 'el servidor',
    script: 'build:server',
    stamp: 'dist/.server-built',
    inputs: [...shared, 'server/src', 'tsconfig.server.json'],
    // The first build of a clone emits without the type check (half of tsc's CPU, the same files):
    // its sources are a commit that `npm run lint` and CI checked. Every later build checks.
    firstBuild: { args: ['--', '--noCheck'], note: ' (primera compilación: sin comprobar los tipos)' },
  },
  {
    name: 'la aplicación web',
    script: 'build:client',
    stamp: 'dist/.client-built',
    inputs: [...shared, 'client', 'scripts', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.client.json'],
  },
];

function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

/** Builds `part` unless its last build is newer than its sources; answers whether it succeeded. */
async function build(part) {
  if (existsSync(part.stamp) && statSync(part.stamp).mtimeMs >= newest(part.inputs)) {
    say(`${part.name}: sin cambios desde la última compilación`);
    return true;
  }
  const first = !existsSync(part.stamp) && part.firstBuild;
  say(`compilando ${part.name}${first ? first.note : ''}…`);
  const code = await run('npm', ['run', '--silent', part.script, ...(first ? first.args : [])], {
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (code !== 0) return false;
  writeFileSync(part.stamp, '');
  say(`${part.name} compilado`);
  return true;
}

/**
 * migrate-cli in a process of its own, its lines ("[seconds] step" on its own clock) printed as
 * steps of this start, on its clock; answers whether it succeeded. Its errors pass through.
 */
function prepareData() {
  say(`primer arranque: creando la base de datos integrada en ${dataDir}…`);
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [...serverNodeFlagsFor(process.env), 'dist/server/src/migrate-cli.js'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: child.stdout }).on('line', (line) => say(line.replace(/^\[[^\]]*\] /, '')));
    // 'close': after its last line was read.
    child.once('close', (code, signal) => resolveRun((code ?? (signal ? 1 : 0)) === 0));
  });
}

// A first start on the embedded database (no database in the data folder yet) migrates and loads
// the demo data in a process of its own: the memory that work takes (PGlite's grown WebAssembly
// memory, the image and DICOM codecs, the seed's data) goes back to the system when it ends. The
// AVIF copies of the demo images are the server's background jobs, each encoded in a short-lived
// process (server/src/files/avif-encoder.ts).
const dataDir = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.DATA_DIR ?? 'data');
const firstStart = !process.env.DATABASE_URL && !existsSync(join(dataDir, 'db', 'PG_VERSION'));

// The two builds run side by side: tsc waits on the disk and the type checker, Vite on its workers.
// The data step needs only the server's build, so it runs beside the rest of the web app's build.
const stopped = await prepareStart({
  buildServer: () => build(parts[0]),
  buildClient: () => build(parts[1]),
  prepareData: firstStart ? prepareData : undefined,
});
if (stopped === 'build') {
  console.error('La compilación falló: el portal no arranca (el error está arriba).');
  process.exit(1);
}
if (stopped === 'data') {
  console.error('No se pudo preparar la base de datos: el portal no arranca (el error está arriba).');
  process.exit(1);
}
say('iniciando el servidor…');
const server = spawn(process.execPath, [...serverNodeFlagsFor(process.env), 'dist/server/src/main.js'], {
  stdio: 'inherit',
  env: { ...serverEnvironment, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
