import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { supportReplies, supportRequests } from '../../../server/src/support/support.tables.js';
import { PAGE_INFO } from '../../support/connections.js';
import { graphqlUpload } from '../../support/multipart.js';
import type { GqlResult, TestServer } from '../../support/test-server.js';

const PERSON = 'id fullName role';
export const REQUEST_FIELDS = `id subject message state createdAt lastActivityAt
  requester { ${PERSON} } attachment { url name mediaType size }
  replies { id message fromSupport author { ${PERSON} } createdAt }
  assignee { ${PERSON} } assignedBy { ${PERSON} } assignedAt closedBy { ${PERSON} } closedAt
  reopenedBy { ${PERSON} } reopenedAt`;

export const CREATE = `mutation ($input: SupportRequestInput!, $attachment: Upload) {
  createSupportRequest(input: $input, attachment: $attachment) { ${REQUEST_FIELDS} } }`;
export const MINE = `query ($first: Int, $after: String) { mySupportRequests(first: $first, after: $after) {
  ${PAGE_INFO} edges { cursor node { ${REQUEST_FIELDS} } } } }`;
export const MY_ONE = `query ($id: ID!) { mySupportRequest(id: $id) { ${REQUEST_FIELDS} } }`;
export const FOLLOW_UP = `mutation ($id: ID!, $message: String!) { addSupportMessage(id: $id, message: $message) { ${REQUEST_FIELDS} } }`;
export const DESK = `query ($state: SupportRequestState, $search: String, $first: Int, $after: String) {
  supportRequests(state: $state, search: $search, first: $first, after: $after) {
    ${PAGE_INFO} counts { open inProgress closed } edges { cursor node { ${REQUEST_FIELDS} } } } }`;
export const DESK_ONE = `query ($id: ID!) { supportRequest(id: $id) { ${REQUEST_FIELDS} } }`;
export const ASSIGNEES = `query ($search: String) { supportAssignees(search: $search) { ${PERSON} } }`;
export const ASSIGN = `mutation ($id: ID!, $assigneeId: ID!) { assignSupportRequest(id: $id, assigneeId: $assigneeId) { ${REQUEST_FIELDS} } }`;
export const ANSWER = `mutation ($id: ID!, $message: String!) { answerSupportRequest(id: $id, message: $message) { ${REQUEST_FIELDS} } }`;
export const CLOSE = `mutation ($id: ID!) { closeSupportRequest(id: $id) { ${REQUEST_FIELDS} } }`;
export const REOPEN = `mutation ($id: ID!) { reopenSupportRequest(id: $id) { ${REQUEST_FIELDS} } }`;

export type Person = { id: string; fullName: string; role: string };
export type SupportRequest = {
  id: string;
  subject: string;
  message: string;
  state: 'OPEN' | 'IN_PROGRESS' | 'CLOSED';
  createdAt: string;
  lastActivityAt: string;
  requester: Person;
  attachment: { url: string; name: string; mediaType: string | null; size: number | null } | null;
  replies: { id: string; message: string; fromSupport: boolean; author: Person | null; createdAt: string }[];
  assignee: Person | null;
  assignedBy: Person | null;
  assignedAt: string | null;
  closedBy: Person | null;
  closedAt: string | null;
  reopenedBy: Person | null;
  reopenedAt: string | null;
};

/** A 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** createSupportRequest with a file, as a GraphQL multipart request. */
export async function createWithFile(
  server: TestServer,
  token: string | undefined,
  input: Record<string, unknown>,
  file: { name: string; bytes: Uint8Array },
): Promise<GqlResult<{ createSupportRequest: SupportRequest }>> {
  const upload = await graphqlUpload(CREATE, { input }, { field: 'attachment', ...file });
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...upload.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: upload.payload,
  });
  return { status: response.statusCode, ...(response.json() as object) };
}

/** A GET of an attachment URL with the token, as the portal and the app download it. */
export const download = (server: TestServer, url: string, token?: string) =>
  server.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Every request row and reply row of these requesters, to compare before and after a refusal. */
export async function storedFor(server: TestServer, requesterIds: number[]) {
  const requests = await server.db
    .select()
    .from(supportRequests)
    .where(inArray(supportRequests.requesterId, requesterIds))
    .orderBy(supportRequests.id);
  const replies = requests.length
    ? await server.db
        .select()
        .from(supportReplies)
        .where(
          inArray(
            supportReplies.requestId,
            requests.map((request) => request.id),
          ),
        )
        .orderBy(supportReplies.id)
    : [];
  return { requests, replies };
}

/** The stored row of one request. */
export async function requestRow(server: TestServer, id: string) {
  const [row] = await server.db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.id, Number(id)));
  return row;
}

/** GraphQL calls that must succeed, typed by what they answer. */
export function supportApi(server: TestServer) {
  const ok = async <T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
    const result = await server.gql<T>(query, variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!;
  };
  return {
    ok,
    async create(token: string, input: { subject: string; message: string }) {
      return (await ok<{ createSupportRequest: SupportRequest }>(CREATE, { input }, token)).createSupportRequest;
    },
    async answer(token: string, id: string, message: string) {
      return (await ok<{ answerSupportRequest: SupportRequest }>(ANSWER, { id, message }, token)).answerSupportRequest;
    },
    async mine(token: string) {
      const data = await ok<{ mySupportRequests: { edges: { node: SupportRequest }[] } }>(MINE, {}, token);
      return data.mySupportRequests.edges.map((edge) => edge.node);
    },
  };
}
