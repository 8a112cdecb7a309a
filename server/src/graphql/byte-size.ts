import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const isByteCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The one shape of a size in the API: `byteSize: ByteSize!`, a whole number of bytes as a JSON
 * number. GraphQL's Int stops at 2^31 − 1, below a study file of 2 GB; this goes to 2^53 − 1,
 * which every JSON reader holds exactly.
 */
export const ByteSize = new GraphQLScalarType<number, number>({
  name: 'ByteSize',
  description:
    'A size in bytes: a whole number from 0, sent as a JSON number (it may pass 2^31, which GraphQL\'s Int cannot hold: a study file reaches gigabytes). Show it with the device\'s units ("2.4 MB").',
  serialize(value) {
    const bytes = typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;
    if (!isByteCount(bytes)) throw new GraphQLError('ByteSize cannot represent this value');
    return bytes;
  },
  parseValue(value) {
    if (!isByteCount(value)) throw new GraphQLError('ByteSize must be a whole number of bytes, 0 or more');
    return value;
  },
  parseLiteral(node) {
    const value = node.kind === Kind.INT ? Number(node.value) : Number.NaN;
    if (!isByteCount(value)) throw new GraphQLError('ByteSize must be a whole number of bytes, 0 or more');
    return value;
  },
});
