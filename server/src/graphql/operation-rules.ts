import { ApolloArmor } from '@escape.tech/graphql-armor';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  getNamedType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { Extensions } from 'type-graphql';
import { messages } from '../../../shared/messages.js';
import type { Config } from '../config.js';

/**
 * One set of limits for every GraphQL operation, over HTTP and WebSocket alike: graphql-armor's
 * (tokens, depth, aliases, directives, cost, suggestions hidden in production), introspection off
 * in production, the rows a page may ask for, and the operations that may appear once a document.
 */
export type OperationRules = {
  /** Apollo's plugins and settings from graphql-armor. */
  apollo: ReturnType<ApolloArmor['protect']>;
  /** The validation rules beyond graphql's own, the same for both transports. */
  validationRules: ValidationRule[];
  /** Parses a document, refusing one with more tokens than allowed. */
  parse(source: string): DocumentNode;
  /** A client's view of an error message: no field suggestions in production, no parser prefix. */
  clientMessage(message: string): string;
};

const suggestions = /\s*Did you mean .+\?/g;

export function createOperationRules(config: Config): OperationRules {
  const production = config.env === 'production';
  const refusal = (message: string) => ({ exposeLimits: false, errorMessage: message });
  const maxTokens = { n: config.graphqlMaxTokens, ...refusal(messages.queryTooLarge) };
  const apollo = new ApolloArmor({
    blockFieldSuggestion: { enabled: production },
    // Counted by `parse` before Apollo runs (graphql.routes.ts, websocket.ts): inside Apollo's
    // pipeline the refusal would be answered as a server error.
    maxTokens: { enabled: false },
    maxDepth: { n: config.graphqlMaxDepth, flattenFragments: true, ...refusal(messages.queryTooDeep) },
    maxAliases: { n: config.graphqlMaxAliases, ...refusal(messages.queryTooManyAliases) },
    maxDirectives: { n: 20, ...refusal(messages.queryTooManyDirectives) },
    costLimit: { maxCost: config.graphqlMaxCost, flattenFragments: true, ...refusal(messages.queryTooCostly) },
  }).protect();
  const validationRules = [
    ...apollo.validationRules,
    pageRowsRule(config.graphqlMaxRows),
    oncePerDocumentRule,
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
  return {
    apollo,
    validationRules,
    parse: (source) => new MaxTokensParserWLexer(source, maxTokens).parseDocument(),
    clientMessage: (message) => {
      const plain = message.replace(/^Syntax Error: /, '');
      return production ? plain.replace(suggestions, '') : plain;
    },
  };
}

/** Marks a root field that a document may hold only once (a payment, a password set). */
export function OncePerDocument(): MethodDecorator {
  return Extensions({ oncePerDocument: true });
}

/**
 * Marks a list field whose length its `argument` sets, up to `max` (the service clamps to the same
 * maximum), so the rows an operation may ask for are known before it runs.
 */
export function PageSize(argument: string | string[], max: number): MethodDecorator {
  return Extensions({ pageSize: { arguments: Array.isArray(argument) ? argument : [argument], max } });
}

type PageSizeExtension = { arguments: string[]; max: number };

/**
 * Refuses an operation that could answer more than `maxRows` list items: each paged field counts
 * the page it asks for (a variable counts as the largest page allowed), times the pages of the
 * fields around it and once per alias. graphql-armor's cost counts only `first`/`last` literals.
 */
function pageRowsRule(maxRows: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const root =
        operation.operation === 'mutation'
          ? context.getSchema().getMutationType()
          : operation.operation === 'subscription'
            ? context.getSchema().getSubscriptionType()
            : context.getSchema().getQueryType();
      const rows = countRows(context, operation.selectionSet, 1, new Set(), root ?? undefined);
      if (rows > maxRows) context.reportError(new GraphQLError(messages.queryTooManyRows, { nodes: operation }));
    },
  });
}

function countRows(
  context: ValidationContext,
  set: SelectionSetNode,
  factor: number,
  fragments: Set<string>,
  type: Container | undefined,
): number {
  let rows = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      // A fragment inside itself is refused by graphql's own rules; here it just stops counting.
      const fragment = context.getFragment(selection.name.value);
      if (!fragment || fragments.has(fragment.name.value)) continue;
      const inner = namedContainer(context, fragment.typeCondition.name.value, type);
      rows += countRows(context, fragment.selectionSet, factor, new Set([...fragments, fragment.name.value]), inner);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rows += countRows(
        context,
        selection.selectionSet,
        factor,
        fragments,
        namedContainer(context, selection.typeCondition?.name.value, type),
      );
    } else if (selection.selectionSet) {
      const field = fieldOf(type, selection);
      const size = field ? pageOf(field, selection) : 1;
      const own = field?.extensions.pageSize ? factor * size : 0;
      rows +=
        own + countRows(context, selection.selectionSet, factor * size, fragments, field ? objectOf(field) : undefined);
    }
  }
  return rows;
}

type Container = GraphQLObjectType | GraphQLInterfaceType;

function namedContainer(
  context: ValidationContext,
  name: string | undefined,
  fallback: Container | undefined | null,
): Container | undefined {
  const type = name ? context.getSchema().getType(name) : fallback;
  return isObjectType(type) || isInterfaceType(type) ? type : undefined;
}

function fieldOf(type: Container | undefined, node: FieldNode): GraphQLField<unknown, unknown> | undefined {
  return type?.getFields()[node.name.value];
}

function objectOf(field: GraphQLField<unknown, unknown>): Container | undefined {
  const named = getNamedType(field.type);
  return isObjectType(named) || isInterfaceType(named) ? named : undefined;
}

function pageOf(field: GraphQLField<unknown, unknown>, node: FieldNode): number {
  const page = field.extensions.pageSize as PageSizeExtension | undefined;
  if (!page) return 1;
  const sizes = node.arguments?.filter((item) => page.arguments.includes(item.name.value)) ?? [];
  // A size left out takes the field's default, at most the largest page.
  if (sizes.length === 0) return page.max;
  return Math.max(
    ...sizes.map((size) =>
      size.value.kind === Kind.INT ? Math.min(Math.max(Number(size.value.value), 1), page.max) : page.max,
    ),
  );
}

/** A document may hold a root field marked OncePerDocument only once, whatever the aliases or fragments. */
const oncePerDocumentRule: ValidationRule = (context) => {
  const seen = new Set<string>();
  const check = (set: SelectionSetNode, root: Container | undefined, fragments: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = root?.getFields()[selection.name.value];
        if (!field?.extensions.oncePerDocument) continue;
        if (seen.has(field.name)) context.reportError(new GraphQLError(messages.oncePerRequest, { nodes: selection }));
        seen.add(field.name);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        check(selection.selectionSet, root, fragments);
      } else {
        const fragment = context.getFragment(selection.name.value);
        if (fragment && !fragments.has(fragment.name.value))
          check(fragment.selectionSet, root, new Set([...fragments, fragment.name.value]));
      }
    }
  };
  return {
    OperationDefinition(operation) {
      const schema = context.getSchema();
      check(
        operation.selectionSet,
        (operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType()) ?? undefined,
        new Set(),
      );
    },
  };
};
