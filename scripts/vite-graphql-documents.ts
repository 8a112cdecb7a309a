import { resolve } from 'node:path';
import { type DocumentNode, print } from 'graphql';
import type { Plugin } from 'vite';

/**
 * Gives every typed document of codegen's client preset a module of its own in the build.
 *
 * `client/src/gql/graphql.ts` declares every document of the client in one module. A module
 * lives in exactly one chunk, so that module became one chunk shared by every page, and the
 * public pages downloaded the staff portal's documents with it. Here each
 * `export const XDocument = {…} as unknown as DocumentNode<…>` becomes a re-export of a module
 * holding only that document, so the bundler places each document beside the pages that
 * import it. Components keep importing from `gql/graphql`; the generated file is not edited,
 * so `npm run codegen` can rewrite it at will. A format this does not recognise fails the build
 * instead of silently shipping every document again.
 *
 * Each document also carries its printed text (`loc.source.body`, where graphql's parser keeps
 * it): the public pages' client (client/src/api/public-graphql.ts) sends it and hashes it for
 * the persisted queries without downloading graphql's printer. It is the text Apollo Client
 * prints from the same document at run time, so both send the same hash.
 */
export function graphqlDocumentModules(options: { generatedFile: string }): Plugin {
  const generatedFile = resolve(options.generatedFile);
  const mapFile = resolve(generatedFile, '../gql.ts');
  const prefix = '\0graphql-document:';
  const documents = new Map<string, string>();
  const declaration = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

  return {
    name: 'graphql-document-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(prefix) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const name = id.slice(prefix.length);
      const literal = documents.get(name);
      if (literal === undefined) this.error(`graphql-document-modules: no document named ${name}`);
      let text: string;
      try {
        text = print(JSON.parse(literal) as DocumentNode);
      } catch (error) {
        this.error(`graphql-document-modules: the document ${name} is not JSON graphql can print (${String(error)})`);
      }
      const loc = { start: 0, end: text.length, source: { body: text, name: 'GraphQL request' } };
      return `export const ${name} = { ...${literal}, loc: ${JSON.stringify(loc)} };\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (file === mapFile) {
        this.warn(
          'client/src/gql/gql.ts (the graphql() function) holds every document: import the typed documents from gql/graphql instead',
        );
        return undefined;
      }
      if (file !== generatedFile) return undefined;
      let count = 0;
      const split = code.replace(declaration, (_line, name: string, literal: string) => {
        documents.set(name, literal);
        count += 1;
        return `export { ${name} } from ${JSON.stringify(prefix + name)};`;
      });
      if (/as unknown as DocumentNode|TypedDocumentString/.test(split) || (count === 0 && /Document\b/.test(code))) {
        this.error(
          'graphql-document-modules: client/src/gql/graphql.ts has a format this plugin does not know (did the codegen preset or its documentMode change?)',
        );
      }
      return { code: split, map: null };
    },
  };
}
