import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';

/**
 * Writes `files` (path → text) into a new temporary folder and lints them with the project's own
 * rules (eslint-rules/) under the config `configOf` makes for that folder. Answers the folder (to
 * remove afterwards) and each file's messages as "line: message".
 */
export async function lintFixture(
  prefix: string,
  files: Record<string, string>,
  configOf: (root: string, local: ESLint.Plugin) => Linter.Config[],
): Promise<{ root: string; messages: Record<string, string[]> }> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const rules = pathToFileURL(join(import.meta.dirname, '../../eslint-rules/index.js')).href;
  const { default: local } = (await import(rules)) as { default: ESLint.Plugin };
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: configOf(root, local) });
  const results = await eslint.lintFiles(['.']);
  const messages = Object.fromEntries(
    results.map((result) => [relative(root, result.filePath), result.messages.map((m) => `${m.line}: ${m.message}`)]),
  );
  return { root, messages };
}
