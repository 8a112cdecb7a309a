// A full garbage collection in a server started with --inspect, through the inspector protocol, so
// that a memory reading counts live data only.
import WebSocket from 'ws';

/** Two full collections in the process whose inspector listens on 127.0.0.1:`port`. */
export async function collectGarbage(port) {
  if (port === undefined) throw new Error('collectGarbage needs a server started with `inspect: true`');
  const [target] = await fetch(`http://127.0.0.1:${port}/json/list`).then((response) => response.json());
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise((resolveOpen, reject) => {
      socket.once('open', resolveOpen);
      socket.once('error', reject);
    });
    for (const id of [1, 2]) {
      await new Promise((resolveCall, reject) => {
        const timer = setTimeout(() => reject(new Error('garbage collection did not answer in 30 s')), 30_000);
        socket.on('message', function answered(raw) {
          if (JSON.parse(String(raw)).id !== id) return;
          socket.off('message', answered);
          clearTimeout(timer);
          resolveCall();
        });
        socket.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
      });
    }
  } finally {
    socket.close();
  }
}
