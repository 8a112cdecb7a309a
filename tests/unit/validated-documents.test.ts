import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { testOperationRules } from '../support/operation-rules.js';
import { validatedDocuments } from '../../server/src/graphql/validated-documents.js';

const schema = buildSchema(`
  type Query { hello: String }
  type Subscription { chatMessageAdded(chatId: ID!): String }
`);
const rules = testOperationRules();

/**
 * Every socket that subscribes with the same text holds the same parsed document: one per socket
 * was about half the heap an idle subscribed socket kept.
 */
describe('documentos de las operaciones por WebSocket', () => {
  it('el mismo texto da el mismo documento, analizado una sola vez', () => {
    const documents = validatedDocuments(schema, rules);
    const text = 'subscription ($c: ID!) { chatMessageAdded(chatId: $c) }';
    const first = documents.of(text);
    const second = documents.of(text);
    expect('document' in first && 'document' in second).toBe(true);
    if (!('document' in first) || !('document' in second)) return;
    expect(second.document).toBe(first.document);
    expect(documents.of('{ hello }')).not.toHaveProperty('document', first.document);
  });

  it('un documento inválido se rechaza cada vez con sus errores, y uno mal escrito lanza el error de análisis', () => {
    const documents = validatedDocuments(schema, rules);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = documents.of('{ goodbye }');
      expect(refused).toHaveProperty('invalid');
      if (!('invalid' in refused)) return;
      expect(refused.invalid.map((error) => error.message)).toEqual([
        expect.stringContaining('Cannot query field "goodbye" on type "Query"'),
      ]);
    }
    expect(() => documents.of('{ hello ')).toThrow(/Syntax Error/);
  });
});
