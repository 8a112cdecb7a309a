import type { Config } from '../../server/src/config.js';
import { createOperationRules } from '../../server/src/graphql/operation-rules.js';

/** The operation rules of a test configuration: limits roomy enough for the small schemas of unit tests. */
export const testOperationRules = () =>
  createOperationRules({
    env: 'test',
    graphqlMaxTokens: 1000,
    graphqlMaxDepth: 10,
    graphqlMaxAliases: 10,
    graphqlMaxCost: 5000,
    graphqlMaxRows: 500,
  } as Config);
