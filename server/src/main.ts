import 'reflect-metadata';
import { loadConfig } from './config.js';
import { demoAccounts, demoPassword } from './seed/demo-data.js';
import { startServer } from './server.js';

const config = loadConfig();
const server = await startServer(config);
const { log } = server.app;
const shownUrl = config.publicUrl;

log.info({ database: server.database.kind, seeded: server.seeded }, 'ready');
console.log(`\nPortal listo en ${shownUrl}`);
console.log(`GraphQL en ${shownUrl}/graphql${config.env === 'production' ? '' : ' (Apollo Sandbox)'}`);
if (config.seedDemo) {
  console.log(`\nCuentas de demostración (contraseña "${demoPassword}"):`);
  for (const account of demoAccounts)
    console.log(`  ${account.email.padEnd(22)} ${account.role.padEnd(13)} ${account.note}`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: finishing requests in flight');
  const timer = setTimeout(() => {
    log.error('shutdown timed out');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
