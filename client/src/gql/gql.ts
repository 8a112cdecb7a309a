/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        slug\n      }\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": typeof types.ResetPasswordDocument,
    "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": typeof types.ChangePasswordDocument,
    "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    slug\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}": typeof types.MeDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}": typeof types.UpdateProfileDocument,
    "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n  }\n}": typeof types.AppSettingsDocument,
};
const documents: Documents = {
    "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        slug\n      }\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": types.ResetPasswordDocument,
    "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}": types.ChangePasswordDocument,
    "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    slug\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}": types.MeDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}": types.UpdateProfileDocument,
    "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n  }\n}": types.AppSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        slug\n      }\n    }\n  }\n}"): (typeof documents)["mutation Login($identifier: String!, $password: String!) {\n  login(identifier: $identifier, password: $password) {\n    token\n    expiresAt\n    user {\n      id\n      name\n      profileCompletionPending\n      type {\n        id\n        slug\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"): (typeof documents)["mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {\n  resetPassword(\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"): (typeof documents)["mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    slug\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on User {\n  id\n  name\n  lastname\n  motherLastname\n  email\n  username\n  birthDate\n  sex\n  phone\n  profileCompletionPending\n  type {\n    id\n    slug\n  }\n  doctorData {\n    specialty\n    officeHours\n    openingTime\n    closingTime\n    address\n    colony\n    city\n    state\n    zipCode\n    clinicAddress\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...ProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n  }\n}"): (typeof documents)["query AppSettings {\n  appSettings {\n    demoMode\n    fileSizeLimitMb\n    environment\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;