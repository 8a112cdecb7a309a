import { type DocumentNode, GraphQLError, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/**
 * The error for an operation whose estimated cost is over `maximum`, or undefined. Fields cost 1
 * unless they declare `complexity` in their extensions.
 */
export function costLimitError(
  schema: GraphQLSchema,
  maximum: number,
  operation: { document: DocumentNode; operationName?: string | null; variables?: Record<string, unknown> | null },
): GraphQLError | undefined {
  const cost = getComplexity({
    schema,
    query: operation.document,
    operationName: operation.operationName ?? undefined,
    variables: operation.variables ?? undefined,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (cost <= maximum) return undefined;
  return new GraphQLError(`La consulta es demasiado costosa (${cost}; máximo ${maximum}).`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}
