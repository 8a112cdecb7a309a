/**
 * The id of the JSON data block in which the server hands a public page the answers of its first
 * screen (server/src/graphql/first-screen-answers.ts), and where the page reads them
 * (client/src/api/first-screen-answers.ts).
 */
export const firstScreenElementId = 'first-screen-answers';
