import {
  createSourceEventStream,
  execute,
  getOperationAST,
  Kind,
  print,
  subscribe,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { Extensions } from 'type-graphql';

/**
 * Marks a subscription whose events are shared objects, each already shaped for one kind of
 * reader (as a chat message is for its author and for everyone else), so that the same event
 * and the same operation give the same answer to every subscriber. Its selection set then runs
 * once per event and operation instead of once per subscriber; each subscriber's access was
 * checked when it subscribed.
 */
export function SharedEvents(): MethodDecorator {
  return Extensions({ sharedEvents: true });
}

type Payload = ExecutionResult | Promise<ExecutionResult>;

/** graphql-ws's `subscribe`: subscriptions marked with SharedEvents share their executions. */
export function sharedSubscribe(schema: GraphQLSchema) {
  const shared = new Set(
    Object.entries(schema.getSubscriptionType()?.getFields() ?? {})
      .filter(([, field]) => field.extensions?.sharedEvents === true)
      .map(([name]) => name),
  );
  // Per event object, the answer of each distinct operation; gone with the event.
  const answers = new WeakMap<object, Map<string, Payload>>();

  return async (args: ExecutionArgs) => {
    const operation = getOperationAST(args.document, args.operationName);
    const fields = operation?.selectionSet.selections ?? [];
    if (fields.length === 0 || !fields.every((field) => field.kind === Kind.FIELD && shared.has(field.name.value)))
      return subscribe(args);

    const events = await createSourceEventStream(args);
    if (!isAsyncIterable(events)) return events;
    const operationKey = JSON.stringify([
      print(args.document),
      args.operationName ?? null,
      args.variableValues ?? null,
    ]);
    return mapEvents(events, (event) => {
      if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
      let byOperation = answers.get(event);
      if (!byOperation) answers.set(event, (byOperation = new Map()));
      let answer = byOperation.get(operationKey);
      if (!answer) byOperation.set(operationKey, (answer = execute({ ...args, rootValue: event })));
      return answer;
    });
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';
}

/**
 * Each event mapped to its answer. Ending it (the client unsubscribes or leaves) ends the event
 * stream at once, even while it waits for the next event.
 */
function mapEvents(
  events: AsyncIterable<unknown>,
  answer: (event: unknown) => Payload,
): AsyncGenerator<ExecutionResult> {
  const iterator = events[Symbol.asyncIterator]();
  const finish = async () => {
    await iterator.return?.();
    return { value: undefined, done: true as const };
  };
  return {
    async next() {
      const step = await iterator.next();
      return step.done ? { value: undefined, done: true } : { value: await answer(step.value), done: false };
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
