// Rendered thumbnails of 512x512 16-bit CT slices: the cold render (decode, window, scale, JPEG,
// store) of slices never rendered before, then the warm answer of a kept thumbnail, asked one at
// a time. Goal: warm under 50 ms. Printed: medians with their range and the load average; not a test.
import { performance } from 'node:perf_hooks';
import { startWithSeries } from './dicom-support.mjs';
import { loadAverage as load, median, setting, spread, verdict } from './support.mjs';

const slices = setting('BENCH_SLICES', 12, 2);
const warmRequests = setting('BENCH_WARM', 200, 10);
const goalMs = 50;

const bench = await startWithSeries('dicom-thumbnail', slices, 10);
try {
  const headers = { authorization: `Bearer ${bench.token}` };
  const series = `${bench.origin}/dicom-web/studies/${bench.uids.study}/series/${bench.uids.series}`;
  const timed = async (url) => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  // A size the study's own thumbnails (128 px) do not use: every slice is rendered for the first time.
  const cold = [];
  for (const sop of bench.uids.instances)
    cold.push(await timed(`${series}/instances/${sop}/frames/1/rendered?viewport=127,127`));
  const loadAfterCold = load();
  await timed(`${series}/thumbnail`);
  const warm = [];
  for (let i = 0; i < warmRequests; i++) warm.push(await timed(`${series}/thumbnail`));
  warm.sort((a, b) => a - b);
  console.log(`\nRendered thumbnail of a 512x512 16-bit slice:`);
  console.log(`  cold render, ${cold.length} slices    ${spread(cold)} ms   (load ${loadAfterCold})`);
  console.log(
    `  warm (kept), ${warm.length} requests  ${spread(warm)} ms, p95 ${warm[Math.floor(warm.length * 0.95)].toFixed(1)} ms   goal < ${goalMs} ms: ${verdict(median(warm) < goalMs)}`,
  );
  console.log(`  load average (1, 5, 15 min): ${load()}`);
} finally {
  await bench.stop();
}
