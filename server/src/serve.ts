import 'reflect-metadata';
import { setTimeout } from 'node:timers/promises';
import { loadConfig } from './config.js';
import { demoAccounts, demoPassword } from './seed/demo-data.js';
import { startServer } from './server.js';

const config = loadConfig();
const startedAt = performance.now();
const server = await startServer(config, {
  progress: (step) => console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${step}`),
});
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
/**
 * SIGTERM (an orchestrator or `docker stop`): readiness turns 503 at once and requests are still
 * served for SHUTDOWN_DRAIN_MS, until the load balancer has stopped sending; then the server stops
 * listening, closes the WebSockets with 1012 (clients reconnect, through the balancer, elsewhere)
 * and gives requests in flight SHUTDOWN_TIMEOUT_MS before cutting them. SIGINT (Ctrl-C at the
 * terminal) skips the drain. The exit code is 1 when requests had to be cut.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
  server.beginDrain();
  log.info({ signal, drainMs }, 'shutting down: readiness answers 503');
  if (drainMs > 0) await setTimeout(drainMs);
  log.info('shutting down: finishing requests in flight');
  // A last resort, should closing hang past its own timeout (a job that does not stop).
  const deadline = globalThis.setTimeout(() => {
    log.error('shutdown timed out');
    process.exit(1);
  }, config.shutdownTimeoutMs + 5000);
  deadline.unref();
  const { forced } = await server.stop();
  process.exit(forced ? 1 : 0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
