import { type DocumentNode, GraphQLError, visit } from 'graphql';
import { messages } from '../../../shared/messages.js';
import { findUnusableText, isUnusableText } from '../common/text-guard.js';

/**
 * The refusal of an operation whose variables or inline strings hold a NUL or an unpaired
 * surrogate, naming the argument; undefined when all text is usable. Runs before any resolver,
 * over HTTP and WebSocket alike.
 */
export function unusableTextError(
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | undefined {
  const field = findUnusableText(variables ?? {}) ?? inlineUnusableText(document);
  if (field === undefined) return undefined;
  return new GraphQLError(messages.textInvalid, {
    extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } },
  });
}

/** Each document's verdict (null: all its inline text is usable): the app sends the same few again and again. */
const inlineVerdicts = new WeakMap<DocumentNode, string | null>();

/** The argument path of the first inline string with unusable text in `document`, if any. */
function inlineUnusableText(document: DocumentNode): string | undefined {
  let verdict = inlineVerdicts.get(document);
  if (verdict === undefined) {
    let field: string | undefined;
    const names: string[] = [];
    visit(document, {
      Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
      ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
      StringValue(node) {
        if (field === undefined && isUnusableText(node.value)) field = names.join('.') || 'query';
      },
    });
    verdict = field ?? null;
    inlineVerdicts.set(document, verdict);
  }
  return verdict ?? undefined;
}
