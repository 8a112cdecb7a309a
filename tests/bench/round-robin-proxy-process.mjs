// The tests' round-robin proxy (tests/support/round-robin-proxy.ts) in a process of its own, so that
// a bench measures its CPU apart from the load generator's and the instances'.
// Usage: node tests/bench/round-robin-proxy-process.mjs <port> [<port>…] (instances on 127.0.0.1);
// prints {"port":…} once it listens, and stops on SIGTERM.
import { startRoundRobinProxy } from '../support/round-robin-proxy.ts';

const ports = process.argv.slice(2).map(Number);
if (ports.length === 0 || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
  console.error('usage: round-robin-proxy-process.mjs <port> [<port>…]');
  process.exit(2);
}
const proxy = await startRoundRobinProxy(ports.map((port) => ({ host: '127.0.0.1', port })));
process.once('SIGTERM', () => {
  proxy.close().finally(() => process.exit(0));
});
console.log(JSON.stringify({ port: proxy.port }));
