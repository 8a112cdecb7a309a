// WADO-RS frame serving against a plain static file route for the same bytes: 20 concurrent
// clients (autocannon) ask for one 512x512 16-bit slice (512 KiB) either as a WADO-RS frame
// (/dicom-web/.../frames/1, with the bearer token: session, study access and instance lookup on
// every request) or as the same bytes from the public files route. After a warm-up, rounds of
// each alternate so that both see the same machine. Goal: frames at least 0.8 of the static
// route's bytes per second. Printed: medians with their range and the load average; not a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ctSlice, load, median, spread, startWithSeries } from './dicom-support.mjs';

const connections = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
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
  const runs = {
    static: { url: `${bench.origin}/files/public/bench/slice.bin` },
    frames: { url: frameUrl, headers: { authorization: `Bearer ${bench.token}` } },
  };
  for (const [label, options] of Object.entries(runs)) {
    const response = await fetch(options.url, { headers: options.headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !body.includes(pixels)) throw new Error(`${label} did not answer the slice`);
    await autocannon({ ...options, connections, duration: 2 }); // warm-up
  }
  const figures = { static: [], frames: [] };
  const errors = { static: 0, frames: 0 };
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
  console.log(`\nWADO-RS frames vs static file, ${connections} connections, ${rounds} rounds of ${seconds} s each:`);
  console.log(
    `  static file route  ${spread(figures.static)} MiB/s${errors.static ? `  errors ${errors.static}` : ''}`,
  );
  console.log(
    `  WADO-RS frame      ${spread(figures.frames)} MiB/s${errors.frames ? `  errors ${errors.frames}` : ''}`,
  );
  console.log(
    `  ratio per round    ${spread(ratios, 2)}   goal ≥ ${goal}: ${median(ratios) >= goal ? 'met' : 'NOT met'}`,
  );
  console.log(`  load average (1, 5, 15 min) during rounds: ${loads[0]} … ${loads.at(-1)}`);
} finally {
  await bench.stop();
}
