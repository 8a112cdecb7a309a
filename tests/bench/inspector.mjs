// The DevTools protocol over a WebSocket, which Chromium's tabs and Node's inspector both speak:
// a session that sends commands and waits for events, and with it a full garbage collection in a
// server started with --inspect, so that a memory reading counts live data only.
import WebSocket from 'ws';

/**
 * A DevTools session on the target at `webSocketUrl`: `send` answers a command's result (or fails
 * with its error, or after `timeoutMs`), `next` answers the next `method` event's parameters,
 * `close` ends the session.
 */
export async function openDevtoolsSession(webSocketUrl) {
  const socket = new WebSocket(webSocketUrl, { perMessageDeflate: false });
  await new Promise((resolveOpen, rejectOpen) => {
    socket.once('open', resolveOpen);
    socket.once('error', rejectOpen);
  });
  const pending = new Map();
  const events = new Map();
  let lastId = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id === undefined) {
      events.get(message.method)?.(message.params);
      return;
    }
    const command = pending.get(message.id);
    if (!command) return;
    pending.delete(message.id);
    clearTimeout(command.timer);
    if (message.error) command.reject(new Error(`${message.error.message} (${message.error.code})`));
    else command.resolve(message.result);
  });
  return {
    send: (method, params = {}, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        lastId += 1;
        const id = lastId;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${method} did not answer in ${timeoutMs / 1000} s`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    next: (method) =>
      new Promise((resolveEvent) =>
        events.set(method, (params) => {
          events.delete(method);
          resolveEvent(params);
        }),
      ),
    close: () => socket.close(),
  };
}

/** Two full collections in the process whose inspector listens on 127.0.0.1:`port`. */
export async function collectGarbage(port) {
  if (port === undefined) throw new Error('collectGarbage needs a server started with `inspect: true`');
  const [target] = await fetch(`http://127.0.0.1:${port}/json/list`).then((response) => response.json());
  const session = await openDevtoolsSession(target.webSocketDebuggerUrl);
  try {
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.collectGarbage');
  } finally {
    session.close();
  }
}
