import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakingChanges } from '../../support/schema-compat.js';

const read = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

describe('el contrato publicado de GraphQL no se rompe', () => {
  it('schema.graphql no rompe nada de schema.released.graphql (lo que se quita se marcó @deprecated antes)', () => {
    expect(breakingChanges(read('schema.released.graphql'), read('schema.graphql'))).toEqual([]);
  });

  it('la comparación ve lo que rompe una app y deja pasar lo que no', () => {
    const released = `
      type Query {
        chat(id: ID!): Chat
        old: String @deprecated(reason: "Use chat.")
      }
      type Chat { id: ID! text: String kind: Kind }
      enum Kind { A B }
      input Filter { from: String }
    `;
    const compatible = `
      type Query { chat(id: ID!, last: Int): Chat, other(filter: Filter): Int }
      type Chat { id: ID! text: String kind: Kind extra: Int }
      enum Kind { A B C }
      input Filter { from: String until: String }
    `;
    expect(breakingChanges(released, compatible)).toEqual([]);

    const breaking = `
      type Query { chat(id: ID!, before: String!): Chat, other(filter: Filter): Int }
      type Chat { id: ID! kind: Int }
      input Filter { from: String! }
    `;
    expect(breakingChanges(released, breaking).sort()).toEqual([
      'FIELD_CHANGED_KIND: Chat.kind changed type from Kind to Int.',
      'FIELD_CHANGED_KIND: Filter.from changed type from String to String!.',
      'FIELD_REMOVED: Chat.text was removed.',
      'REQUIRED_ARG_ADDED: A required arg before on Query.chat was added.',
      'TYPE_REMOVED: Kind was removed.',
    ]);
    // The field deprecated in the released schema (Query.old) went without a complaint.
  });
});
