// Lets a bench import the tests' TypeScript support modules (tests/support/*.ts) with Node's type
// stripping (Node 22.18+ and 23.6+): their imports name the compiled `.js`, which resolves here
// to the `.ts` beside it. Import this first, then the modules with a dynamic import().
import { registerHooks } from 'node:module';

if (!process.features.typescript) {
  console.error(
    `this bench loads TypeScript support modules: it needs Node 22.18 or later (this is ${process.version})`,
  );
  process.exit(1);
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relativeJs = specifier.startsWith('.') && specifier.endsWith('.js');
      if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !relativeJs || !context.parentURL?.endsWith('.ts')) throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});
