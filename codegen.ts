import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the client, from the committed contract and the feature .graphql files. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string', Date: 'string', ByteSize: 'number' },
        enumsAsTypes: true,
        useTypeImports: true,
        defaultScalarType: 'unknown',
        skipTypename: true,
      },
    },
  },
};

export default config;
