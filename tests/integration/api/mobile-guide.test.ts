import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

const guide = readFileSync(new URL('../../../docs/mobile-api.md', import.meta.url), 'utf8');
const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

/** The guide's GraphQL examples, in the order they appear, and the documents inside its shell examples. */
const examples = [
  ...[...guide.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]),
  ...[...guide.matchAll(/"query":"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string),
];

describe('la guía de la app móvil (docs/mobile-api.md)', () => {
  it('tiene ejemplos de cada tema: sesión, listas, archivos, chat en vivo', () => {
    const operations = examples.join('\n');
    for (const field of ['login', 'me', 'chats', 'chatMessages', 'myStudies', 'sendChatMessage', 'chatMessageAdded']) {
      expect(operations, field).toMatch(new RegExp(`\\b${field}\\(|\\b${field}\\s*\\{`));
    }
  });

  it.each(examples.map((example, index) => [index + 1, example]))(
    'el ejemplo %i es válido contra schema.graphql tal como está escrito',
    (_index, example) => {
      expect(validate(schema, parse(example)).map((error) => error.message)).toEqual([]);
    },
  );
});
