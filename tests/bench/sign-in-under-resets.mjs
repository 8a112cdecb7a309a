// A correct sign-in while 60 password resets with bogus links arrive at once, against the same
// sign-in on an idle server: p50 of each and their ratio (goal < 2). Runs the built server
// (`npm run build:server`) on a fresh embedded database with the demo accounts, on loopback.
// Each sample of the loaded side fires the 60 resets and, in the same turn, the sign-in; idle and
// loaded samples alternate, round after round, after a warm-up. BENCH_ROUNDS and BENCH_SAMPLES
// change how many; the load average is printed before and after.
import { loadavg } from 'node:os';
import { median, setting, smoke, startBuiltServer, verdict } from './support.mjs';

const rounds = setting('BENCH_ROUNDS', 5, 1);
const samples = setting('BENCH_SAMPLES', 10, 2);
const burst = smoke ? 10 : 60;

const server = await startBuiltServer('sign-in', 20, {
  env: {
    // Budgets out of the way: what is measured is the work each request costs, not its refusal.
    RESET_RATE_LIMIT_PER_ADDRESS: '100000000',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '100000000',
  },
});
const { origin } = server;

const post = (query, variables) =>
  fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

const LOGIN = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';
const RESET =
  'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p, passwordConfirmation: $p) }';

async function signIn() {
  const started = performance.now();
  const { body } = await post(LOGIN, { i: 'admin@demo.mx', p: 'demo1234' });
  const elapsed = performance.now() - started;
  if (!body.data?.login?.token) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return elapsed;
}

function bogusResets() {
  return Array.from({ length: burst }, (_, n) =>
    post(RESET, { t: `enlace-inventado-${Date.now()}-${n}`, p: 'Nueva-Clave-2026' }),
  );
}

const ms = (value) => `${value.toFixed(1)} ms`;

try {
  const loadBefore = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  for (let warm = 0; warm < (smoke ? 1 : 5); warm++) {
    await signIn();
    await Promise.all(bogusResets());
  }
  const idleRounds = [];
  const loadedRounds = [];
  const refusals = new Map();
  for (let round = 0; round < rounds; round++) {
    const idle = [];
    const loaded = [];
    for (let sample = 0; sample < samples; sample++) {
      idle.push(await signIn());
      const resets = bogusResets();
      loaded.push(await signIn());
      for (const { status, body } of await Promise.all(resets)) {
        const code = `${status} ${body.errors?.[0]?.extensions?.code ?? 'OK'}`;
        refusals.set(code, (refusals.get(code) ?? 0) + 1);
      }
    }
    idleRounds.push(median(idle));
    loadedRounds.push(median(loaded));
  }
  const loadAfter = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const ratios = loadedRounds.map((value, index) => value / idleRounds[index]);
  console.log(
    `sign-in p50 per round, ${samples} samples each, ${rounds} rounds (load average before ${loadBefore}, after ${loadAfter})`,
  );
  console.log(
    `  idle:                   median ${ms(median(idleRounds))}, range ${ms(Math.min(...idleRounds))}–${ms(Math.max(...idleRounds))}`,
  );
  console.log(
    `  with ${burst} bogus resets:  median ${ms(median(loadedRounds))}, range ${ms(Math.min(...loadedRounds))}–${ms(Math.max(...loadedRounds))}`,
  );
  console.log(
    `  ratio: median ${median(ratios).toFixed(2)}, range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} (goal < 2: ${verdict(median(ratios) < 2)})`,
  );
  console.log(`  the resets were answered: ${[...refusals].map(([code, count]) => `${code} ×${count}`).join(', ')}`);
  process.exitCode = smoke || median(ratios) < 2 ? 0 : 1;
} finally {
  await server.stop();
}
