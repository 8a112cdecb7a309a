import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { messages } from '../../../shared/messages.js';
import { parseRowId } from '../common/ids.js';

/**
 * The schema's `ID`: what clients send and receive is the standard GraphQL ID (a string), but
 * every id argument and input field is parsed once, here, into the row number it names. Anything
 * that is not a positive integer in range ("abc", "1.5", "99999999999") is refused as bad input
 * before a resolver runs, so no id reaches the database unchecked.
 */
export const ID = new GraphQLScalarType<number, string>({
  name: 'ID',
  description: 'The identifier of a record: a positive integer sent and received as a string (e.g. "42").',
  serialize(value) {
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint') return String(value);
    throw new GraphQLError('ID cannot represent this value');
  },
  parseValue(value) {
    const id = parseRowId(value);
    if (id === undefined) throw new GraphQLError(messages.idInvalid, { extensions: { code: 'BAD_USER_INPUT' } });
    return id;
  },
  parseLiteral(node) {
    const id = node.kind === Kind.STRING || node.kind === Kind.INT ? parseRowId(node.value) : undefined;
    if (id === undefined)
      throw new GraphQLError(messages.idInvalid, { nodes: node, extensions: { code: 'BAD_USER_INPUT' } });
    return id;
  },
});
