import { execute, parse, type GraphQLSchema } from 'graphql';
import { firstScreenElementId } from '../../../shared/first-screen.js';
import { contentSnapshot } from '../common/content-snapshot.js';
import type { ContentKind } from '../common/content-versions.js';
import type { AppDeps } from '../deps.js';
import type { GqlContext } from './context.js';
import { keepBody, type KeptBody } from '../http/kept-body.js';
import { requestMeta } from '../http/request-meta.js';

/**
 * A public page of the client whose first screen shows public content: the query it asks first,
 * word for word as the page writes it (a test keeps the two equal), and the kinds of content it
 * reads. Its HTML carries the answer, so that the screen draws on the first render instead of
 * after a request the page could only send once its scripts ran: on a phone's network, one round
 * trip or two (a persisted query's hash, then its text) before the page's largest picture.
 */
export type FirstScreen = {
  /** The client route, without its leading slash (`aula_courses`). */
  path: string;
  operationName: string;
  query: string;
  kinds: readonly ContentKind[];
};

/**
 * The built page of each first-screen page (`htmlOf`), with its answer in a JSON data block (never run,
 * so the CSP's script rules do not apply), made once per state of the content it reads and
 * compressed once like every kept answer. Undefined for another path; a page that cannot be made
 * (the database out of reach) fails, and its visitor gets the page as built, whose client asks.
 */
export function firstScreenPages(options: {
  deps: AppDeps;
  schema: GraphQLSchema;
  screens: readonly FirstScreen[];
  /** The page as built for a path (index.html, with the page's code named: page-preloads.ts). */
  htmlOf: (path: string) => string;
}): (path: string) => Promise<KeptBody> | undefined {
  const { deps, schema, htmlOf } = options;
  const pages = new Map(
    options.screens.map((screen) => {
      const document = parse(screen.query);
      const html = htmlOf(screen.path);
      const page = contentSnapshot(screen.kinds, async () => {
        const contextValue: GqlContext = { deps, actor: null, sessionEnded: null, meta: requestMeta('', {}) };
        const result = await execute({ schema, document, operationName: screen.operationName, contextValue });
        // Not kept: the next visitor tries again, and this one gets the page as built.
        if (result.errors?.length || !result.data) throw result.errors?.[0] ?? new Error('no data');
        return keepBody(withAnswers(html, { [screen.operationName]: result.data }), 'text/html; charset=utf-8');
      });
      return [screen.path, page] as const;
    }),
  );
  return (path) => pages.get(path.replace(/\/$/, ''))?.(deps);
}

/** The page with the answers before its head ends. */
export function withAnswers(html: string, answers: Record<string, unknown>): string {
  // Inside a script element only "</script" or "<!--" could end or change it: no "<" is left as such.
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const block = `<script type="application/json" id="${firstScreenElementId}">${json}</script>`;
  return html.replace('</head>', `    ${block}\n  </head>`);
}
