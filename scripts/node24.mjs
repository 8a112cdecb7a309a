// Node 24 LTS (production's Node, and the README's) from the npm registry's `node` package,
// installed once into .tmp/node24: its install script fetches the binary for this platform, so it
// is approved there. `node scripts/node24.mjs` prints the folder holding that `node`, which CI puts
// first on PATH for the whole run; test-node24.mjs runs the suite with it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const major = 24;
const prefix = resolve(dirname(fileURLToPath(import.meta.url)), '../.tmp/node24');
const binary = join(prefix, 'node_modules/node/bin/node');

/** The `process.version` a Node binary answers, or '' when it does not run. */
export const versionOf = (node) =>
  spawnSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).stdout?.trim() ?? '';

/**
 * The path of the Node 24 binary, installed first when it is missing or another version; exits
 * the process when it cannot be installed. Progress goes to stderr, so stdout stays the answer.
 */
export function node24() {
  if (!existsSync(binary) || !versionOf(binary).startsWith(`v${major}.`)) {
    console.error(`Installing Node ${major} from the npm registry into ${prefix}`);
    mkdirSync(prefix, { recursive: true });
    writeFileSync(
      join(prefix, 'package.json'),
      `${JSON.stringify({ private: true, dependencies: { node: String(major) }, allowScripts: { node: true } }, null, 2)}\n`,
    );
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], {
      cwd: prefix,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (install.status !== 0) {
      console.error(`Node ${major} could not be installed`);
      process.exit(1);
    }
  }
  const version = versionOf(binary);
  if (!version.startsWith(`v${major}.`)) {
    console.error(`${binary} answers ${version || 'nothing'}, not Node ${major}`);
    process.exit(1);
  }
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(dirname(node24()));
