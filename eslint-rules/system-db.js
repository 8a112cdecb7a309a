import { relative, sep } from 'node:path';

/**
 * Fails when a file reads `systemDb`, the unchecked database handle of AppDeps (`deps.systemDb`,
 * `const { systemDb } = deps`), unless it is on the reviewed list `allowed`: paths from `root`,
 * a folder when the entry ends with a slash, a file-name ending when it starts with `*`. A service that acts for someone reaches its data
 * through `scopedDb(deps, actor)` instead, so a bypass of the ownership rules shows in review as a
 * change to that list.
 */
export const systemDb = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid the unchecked database handle outside the reviewed list of system code' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allowed: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'allowed'],
        additionalProperties: false,
      },
    ],
    messages: {
      unchecked:
        '{{file}} reads systemDb, the unchecked database handle: act for the actor through scopedDb(deps, actor) ' +
        "(server/src/access), or put this system work in a file on local/system-db's reviewed list (eslint.config.js).",
    },
  },
  create(context) {
    const { root, allowed } = context.options[0];
    const file = relative(root, context.filename).split(sep).join('/');
    const matches = (entry) =>
      entry.startsWith('*')
        ? file.endsWith(entry.slice(1))
        : entry.endsWith('/')
          ? file.startsWith(entry)
          : file === entry;
    if (allowed.some(matches)) return {};
    const report = (node) => context.report({ node, messageId: 'unchecked', data: { file } });
    return {
      MemberExpression(node) {
        if (namesSystemDb(node.property, node.computed)) report(node.property);
      },
      // `const { systemDb } = deps` and `({ systemDb }: AppDeps) => …` read it too.
      'ObjectPattern > Property'(node) {
        if (namesSystemDb(node.key, node.computed)) report(node.key);
      },
    };
  },
};

function namesSystemDb(key, computed) {
  if (!computed) return key.type === 'Identifier' && key.name === 'systemDb';
  return key.type === 'Literal' && key.value === 'systemDb';
}
