// Loaded into the server by `bench:memory` (node --import): answers the parent's "sample" message
// with process.memoryUsage() and the WebAssembly memories alive in the process. PGlite (and the
// DICOM codecs) allocate their heap as a WebAssembly.Memory; its buffer counts in RSS once touched
// and never shrinks, so it is listed apart. Memories are held weakly, so a freed one (initdb's
// after the first start) drops out of the figure as it would out of RSS.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const memories = new Set();
const Original = WebAssembly.Memory;
const track = (memory) => {
  if (memory instanceof Original) memories.add(new WeakRef(memory));
  return memory;
};
WebAssembly.Memory = new Proxy(Original, {
  construct: (target, args, newTarget) => track(Reflect.construct(target, args, newTarget)),
});
for (const name of ['instantiate', 'instantiateStreaming']) {
  const original = WebAssembly[name];
  WebAssembly[name] = async (...args) => {
    const result = await original.apply(WebAssembly, args);
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    for (const value of Object.values(instance?.exports ?? {})) track(value);
    return result;
  };
}

function wasmSizes() {
  const sizes = [];
  for (const reference of memories) {
    const memory = reference.deref();
    if (memory) sizes.push(memory.buffer.byteLength);
    else memories.delete(reference);
  }
  return sizes.sort((a, b) => b - a);
}

/**
 * RSS by mapping, from /proc/self/smaps (KiB → bytes): each shared library or addon (.node) by
 * its file name, the rest by kind. Anonymous mappings hold V8's heap, the WebAssembly memories
 * (reserved in whole GiB, counted only where touched) and malloc's larger blocks; [heap] is
 * malloc's main arena (libvips, argon2, the addons' buffers).
 */
function rssByMapping() {
  const totals = new Map();
  let name = 'anonymous';
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const path = header[1];
      name = !path ? 'anonymous' : path.startsWith('[') ? path : basename(path);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) totals.set(name, (totals.get(name) ?? 0) + Number(rss[1]) * 1024);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

process.on('message', (message) => {
  if (message !== 'sample') return;
  // A full collection first, so the heap figure is what is kept rather than what awaits collection.
  globalThis.gc?.();
  process.send({ ...process.memoryUsage(), wasm: wasmSizes(), mappings: rssByMapping().slice(0, 8) });
});
// The IPC channel must not keep the server alive on its own, nor stop it from exiting.
process.channel?.unref();
