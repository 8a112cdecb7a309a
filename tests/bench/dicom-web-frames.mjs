// WADO-RS frame serving against a plain static file route for the same bytes: 20 concurrent
// clients (autocannon) ask for one 512x512 16-bit slice (512 KiB) either as a WADO-RS frame
// (/dicom-web/.../frames/1; the grant's liveness, study access and the instance are checked on
// every request) or as the same bytes from the public files route. The frames are asked with a
// viewer grant (X-Viewer-Grant, what the portal viewer and the app send) and with the bearer
// token. After a warm-up, rounds of each alternate so that all see the same machine. Goal: frames
// with a grant at least 0.8 of the static route's bytes per second. Printed: medians with their
// range and the load average; not a test. BENCH_DB and BENCH_CPU_PROF: see dicom-support.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ctSlice, startWithSeries } from './dicom-support.mjs';
import { loadAverage as load, median, setting, smoke, spread, verdict } from './support.mjs';

const connections = 20;
const seconds = setting('BENCH_SECONDS', 5, 1);
const rounds = setting('BENCH_ROUNDS', 4, 1);
const goal = 0.8;

const bench = await startWithSeries('dicom-web-frames', 1, 10);
try {
  const [sop] = bench.uids.instances;
  const frameUrl = `${bench.origin}/dicom-web/studies/${bench.uids.study}/series/${bench.uids.series}/instances/${sop}/frames/1`;
  // The same pixel bytes as a public file: what a plain static route serves.
  const file = ctSlice({ studyUid: bench.uids.study, seriesUid: bench.uids.series, sopUid: sop, instanceNumber: 1 });
  const pixels = file.subarray(file.length - 512 * 512 * 2);
  mkdirSync(join(bench.dataDir, 'files', 'public', 'bench'), { recursive: true });
  writeFileSync(join(bench.dataDir, 'files', 'public', 'bench', 'slice.bin'), pixels);
  const bearer = { authorization: `Bearer ${bench.token}` };
  const viewer = await fetch(`${bench.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer },
    body: JSON.stringify({ query: `mutation { openStudyViewer(studyId: ${bench.studyId}) { grant } }` }),
  }).then((response) => response.json());
  if (!viewer.data) throw new Error(`openStudyViewer: ${JSON.stringify(viewer.errors)}`);
  const runs = {
    static: { url: `${bench.origin}/files/public/bench/slice.bin` },
    frames: { url: frameUrl, headers: { 'x-viewer-grant': viewer.data.openStudyViewer.grant } },
    bearer: { url: frameUrl, headers: bearer },
  };
  for (const [label, options] of Object.entries(runs)) {
    const response = await fetch(options.url, { headers: options.headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !body.includes(pixels)) throw new Error(`${label} did not answer the slice`);
    if (!smoke) await autocannon({ ...options, connections, duration: 2 }); // warm-up
  }
  const figures = { static: [], frames: [], bearer: [] };
  const errors = { static: 0, frames: 0, bearer: 0 };
  const loads = [];
  for (let round = 0; round < rounds; round++) {
    for (const [label, options] of Object.entries(runs)) {
      const result = await autocannon({ ...options, connections, duration: seconds });
      figures[label].push(result.throughput.average / 1024 / 1024);
      errors[label] += result.errors + result.non2xx;
      loads.push(load());
    }
  }
  const ratios = figures.frames.map((value, index) => value / figures.static[index]);
  const bearerRatios = figures.bearer.map((value, index) => value / figures.static[index]);
  const database = process.env.BENCH_DB === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite';
  console.log(
    `\nWADO-RS frames vs static file on ${database}, ${connections} connections, ${rounds} rounds of ${seconds} s each:`,
  );
  console.log(
    `  static file route  ${spread(figures.static)} MiB/s${errors.static ? `  errors ${errors.static}` : ''}`,
  );
  console.log(
    `  frame, grant       ${spread(figures.frames)} MiB/s${errors.frames ? `  errors ${errors.frames}` : ''}`,
  );
  console.log(
    `  frame, bearer      ${spread(figures.bearer)} MiB/s${errors.bearer ? `  errors ${errors.bearer}` : ''}`,
  );
  console.log(`  ratio, grant       ${spread(ratios, 2)}   goal ≥ ${goal}: ${verdict(median(ratios) >= goal)}`);
  console.log(`  ratio, bearer      ${spread(bearerRatios, 2)}`);
  console.log(`  load average (1, 5, 15 min) during rounds: ${loads[0]} … ${loads.at(-1)}`);
} finally {
  await bench.stop();
}
