// Imports the packages named in its arguments and prints, as JSON, every resolution answered
// (specifier, importing module, file, format) and how many of them Node's own resolution made,
// through the server's resolution cache when WITH_CACHE=1 (server/src/module-resolution-cache.ts,
// run from the sources by type stripping). Hooks registered later run first.
import { registerHooks } from 'node:module';

let byNode = 0;
registerHooks({
  resolve(specifier, context, next) {
    byNode += 1;
    return next(specifier, context);
  },
});
if (process.env.WITH_CACHE === '1')
  (await import('../../server/src/module-resolution-cache.ts')).cacheModuleResolution();
const answered = [];
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    answered.push([specifier, context.parentURL, resolved.url, resolved.format ?? null]);
    return resolved;
  },
});
for (const name of process.argv.slice(2)) await import(name);
process.stdout.write(JSON.stringify({ answered, byNode }));
