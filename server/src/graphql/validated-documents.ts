import { type DocumentNode, GraphQLError, type GraphQLSchema, specifiedRules, validate } from 'graphql';
import type { OperationRules } from './operation-rules.js';

/** Documents kept by their text: validatedDocuments. */
export type ValidatedDocuments = ReturnType<typeof validatedDocuments>;

/** How many operation texts are kept parsed at once: the app sends a few dozen; a flood of others starts over. */
const keptDocuments = 500;

/**
 * The documents sent over WebSocket and POSTed over HTTP (posted-operation.ts), parsed and
 * validated once per text and shared by every socket and request that sends the same text. Each subscription keeps its document
 * for as long as it lasts: parsed anew per socket, with its tokens and locations, that was about
 * half of the 20 KB of heap an idle subscribed socket held, and the deployed heap (256 MB) ran out
 * before 10,000 sockets. A refusal (a parse or validation error) is not kept, so its errors are
 * always this request's own.
 */
export function validatedDocuments(schema: GraphQLSchema, rules: OperationRules) {
  const documents = new Map<string, DocumentNode>();
  return {
    /** The document of `source`, or the errors that refuse it; throws what `rules.parse` throws. */
    of(source: string): { document: DocumentNode } | { invalid: readonly GraphQLError[] } {
      const kept = documents.get(source);
      if (kept) return { document: kept };
      const document = rules.parse(source);
      const invalid = validate(schema, document, [...specifiedRules, ...rules.validationRules]);
      if (invalid.length > 0) return { invalid };
      if (documents.size >= keptDocuments) documents.clear();
      documents.set(source, document);
      return { document };
    },
  };
}
