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
  const cost = cachedCost(schema, operation);
  if (cost <= maximum) return undefined;
  return new GraphQLError(`La consulta es demasiado costosa (${cost}; máximo ${maximum}).`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/**
 * Costs by parsed document (the GraphQL server hands the same document object for the same query
 * text) and variables, so a busy public query is estimated once, not on every request.
 */
const costs = new WeakMap<DocumentNode, Map<string, number>>();

function cachedCost(
  schema: GraphQLSchema,
  operation: { document: DocumentNode; operationName?: string | null; variables?: Record<string, unknown> | null },
): number {
  const key = `${operation.operationName ?? ''}|${JSON.stringify(operation.variables ?? {})}`;
  let known = costs.get(operation.document);
  const cached = known?.get(key);
  if (cached !== undefined) return cached;
  const cost = getComplexity({
    schema,
    query: operation.document,
    operationName: operation.operationName ?? undefined,
    variables: operation.variables ?? undefined,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (key.length <= 1000) {
    if (!known) costs.set(operation.document, (known = new Map()));
    if (known.size >= 100) known.clear();
    known.set(key, cost);
  }
  return cost;
}
