// apollo-upload-client ships JavaScript with JSDoc types only: the part of its API we use.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: {
      uri?: string;
      headers?: Record<string, string>;
      credentials?: string;
      fetchOptions?: RequestInit;
      includeExtensions?: boolean;
    });
  }
}
