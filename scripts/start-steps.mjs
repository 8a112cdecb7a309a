// What `npm start` does before the server (scripts/start.mjs), apart from how each step runs.

/**
 * Both builds at once and, on a first start, the data step (`prepareData`) as soon as the server's
 * build is done: migrate-cli needs only the server, so it runs beside the rest of the web app's
 * build. Each step answers whether it succeeded. Answers what stops the start: 'build' (either
 * build failed; no data step then when it was the server's), 'data', or null to go on. It settles
 * once every step it started has ended.
 */
export async function prepareStart({ buildServer, buildClient, prepareData }) {
  const serverBuilt = buildServer();
  const [server, client, data] = await Promise.all([
    serverBuilt,
    buildClient(),
    serverBuilt.then((built) => (built && prepareData ? prepareData() : true)),
  ]);
  if (!server || !client) return 'build';
  return data ? null : 'data';
}
