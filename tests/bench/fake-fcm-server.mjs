// A fast stand-in for Google's OAuth token endpoint and FCM HTTP v1, for the push bench: run as
// its own process (`node tests/bench/fake-fcm-server.mjs`), it listens on a free loopback port
// and prints `{"port": N}` as its first line of output.
// - POST /token answers an access token to any service-account assertion.
// - POST /v1/projects/<any>/messages:send answers 200 { name } to a bearer token it issued (401
//   otherwise) and counts the send for its registration token.
// - GET /stats answers what was sent since the last reset: sends, distinct tokens, tokens sent
//   more than once, sends refused, and the notification ids the messages carried.
// - POST /reset forgets the counts.
// BENCH_FCM_LATENCY_MS (default 0): each send is answered after this many milliseconds, like a
// provider across the internet rather than on the loopback.
import { createServer } from 'node:http';

const latencyMs = Number(process.env.BENCH_FCM_LATENCY_MS ?? 0);

const issued = new Set();
let perToken = new Map();
let perNotification = new Map();
let sends = 0;
let refused = 0;

const answer = (response, status, body) => {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': text.length });
  response.end(text);
};

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'POST' && request.url === '/token') {
      const accessToken = `ya29.banco-${issued.size + 1}`;
      issued.add(accessToken);
      return answer(response, 200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' });
    }
    if (
      request.method === 'POST' &&
      request.url.startsWith('/v1/projects/') &&
      request.url.endsWith('/messages:send')
    ) {
      if (!issued.has(request.headers.authorization?.replace(/^Bearer /, ''))) {
        refused += 1;
        return answer(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED', message: 'Bad token.' } });
      }
      const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      sends += 1;
      perToken.set(message.token, (perToken.get(message.token) ?? 0) + 1);
      const notificationId = message.data?.notificationId ?? '';
      perNotification.set(notificationId, (perNotification.get(notificationId) ?? 0) + 1);
      const name = `projects/banco/messages/0:${sends}`;
      if (latencyMs > 0) return setTimeout(() => answer(response, 200, { name }), latencyMs);
      return answer(response, 200, { name });
    }
    if (request.method === 'GET' && request.url === '/stats') {
      let repeated = 0;
      for (const count of perToken.values()) if (count > 1) repeated += 1;
      return answer(response, 200, {
        sends,
        tokens: perToken.size,
        repeated,
        refused,
        notifications: Object.fromEntries(perNotification),
      });
    }
    if (request.method === 'POST' && request.url === '/reset') {
      perToken = new Map();
      perNotification = new Map();
      sends = 0;
      refused = 0;
      return answer(response, 200, { reset: true });
    }
    answer(response, 404, { error: { code: 404, status: 'NOT_FOUND', message: 'Not found' } });
  });
});
server.keepAliveTimeout = 60_000;

server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: server.address().port }));
});
// Ends with its parent: the bench kills it, or it stops when its standard input closes.
process.stdin.resume();
process.stdin.on('end', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => process.exit(0));
