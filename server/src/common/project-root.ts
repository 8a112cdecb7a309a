import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's folder (the one with package.json), from the sources or from dist/ alike. */
export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(resolve(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
