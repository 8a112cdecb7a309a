// The flags node runs the server (and the first start's migrate-cli) with, in `npm start`, the
// Dockerfile and bench:memory. A 256 MB cap on the old generation; young-generation semi-spaces of
// 2 MB: by default V8 grows them to 16 MB or more while the server's modules load and keeps the
// pages, so importing the server left a 198 MiB heap for 69 MiB of objects (RSS 305 MiB); with 2 MB
// the heap is 69 MiB and RSS 157 MiB (tests/bench/memory.mjs measures the running server).
export const serverNodeFlags = ['--max-old-space-size=256', '--max-semi-space-size=2'];
