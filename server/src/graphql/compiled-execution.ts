import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  execute,
  getVariableValues,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * Apollo's pipeline (parsing, validation, plugins, error formatting) with each operation compiled
 * once into a function that executes it (graphql-jit), instead of graphql-js walking the document
 * for every field of every row on every request. Apollo's only door for another executor is the
 * gateway interface: here a "gateway" whose schema never changes.
 *
 * graphql-js still coerces the variables, so that they keep its rules and words: the schema's own
 * `ID` (a row number; graphql-jit would read any scalar named ID as a string), input fields'
 * default values, and the refusals the error formatting turns into the forms' Spanish messages
 * (apollo.ts). The compiled operation takes those values as they are. A document graphql-jit
 * cannot compile runs on graphql-js, as before.
 */
export function compiledExecution(schema: GraphQLSchema, operations: CompiledOperations): GatewayInterface {
  const executor: GatewayExecutor = async ({ document, operation, request, context }) => {
    const variableValues = request.variables ?? {};
    // A document whose operation Apollo could not pick (its name is then null) gets graphql-js's
    // own refusal of the name the request gave.
    if (!operation)
      return execute({ schema, document, operationName: request.operationName, variableValues, contextValue: context });
    const coerced = operations.coerce(operation, variableValues);
    if ('errors' in coerced) return { errors: coerced.errors };
    return operations.run(document, operation, { variables: variableValues, coerced: coerced.coerced }, context);
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}

/** Operations compiled once per document, run with variables graphql-js coerced (see compiledExecution). */
export type CompiledOperations = ReturnType<typeof compiledOperations>;

export function compiledOperations(schema: GraphQLSchema) {
  const config = schema.toConfig();
  // The same types, and one more that every variable is compiled as (coercedVariables).
  const compilingSchema = new GraphQLSchema({ ...config, types: [...config.types, coercedVariable] });
  // Documents are kept once per text (by Apollo, by validated-documents.ts): their compiled
  // operations live as long.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | undefined>>();
  const compiledOf = (document: DocumentNode, operation: OperationDefinitionNode) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const name = operation.name?.value;
    const key = name ?? '';
    if (!byName.has(key)) {
      const query = compileQuery(compilingSchema, coercedVariables(document, operation), name, {
        disablingCapturingStackErrors: true,
      });
      byName.set(key, isCompiledQuery(query) ? query : undefined);
    }
    return byName.get(key);
  };
  return {
    /** The operation's variables as graphql-js coerces them, or its refusals in graphql-js's words. */
    coerce(operation: OperationDefinitionNode, variables: Record<string, unknown>) {
      return getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 50 });
    },
    /**
     * Runs `operation` of `document`: compiled, with the variables `coerce` gave; on graphql-js,
     * which coerces them itself, with the variables as sent when it cannot be compiled.
     */
    async run(
      document: DocumentNode,
      operation: OperationDefinitionNode,
      { variables, coerced }: { variables: Record<string, unknown>; coerced: Record<string, unknown> },
      contextValue: unknown,
    ): Promise<ExecutionResult> {
      const query = compiledOf(document, operation);
      if (!query)
        return execute({
          schema,
          document,
          operationName: operation.name?.value,
          variableValues: variables,
          contextValue,
        });
      const result = (await query.query(undefined, contextValue, coerced)) as ExecutionResult;
      return result.errors ? { ...result, errors: result.errors.map(asGraphqlError) } : result;
    },
  };
}

/** A variable's value as graphql-js coerced it, taken as it is. Never part of the published schema. */
const coercedVariable = new GraphQLScalarType({
  name: 'CoercedVariable',
  parseValue: (value) => value,
});

/**
 * `document` with the variables of `operation` declared as coercedVariable, without defaults
 * (graphql-js applied them): what graphql-jit compiles, so that it parses no variable again.
 */
function coercedVariables(document: DocumentNode, operation: OperationDefinitionNode): DocumentNode {
  const variableDefinitions = operation.variableDefinitions?.map((definition) => ({
    ...definition,
    type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: coercedVariable.name } } as const,
    defaultValue: undefined,
  }));
  return {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition === operation ? { ...operation, variableDefinitions } : definition,
    ),
  };
}

/**
 * graphql-jit's errors share graphql-js's prototype but not its shape (no `extensions` object when
 * the cause has none), which Apollo's formatting reads: each becomes a graphql-js error with the
 * same message, path, locations and cause.
 */
function asGraphqlError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  return Object.assign(converted, { locations: error.locations });
}
