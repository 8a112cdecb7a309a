// What the DICOMweb benches share: the built server on a fresh embedded database with the demo
// accounts, a CBCT-like series of 512x512 16-bit slices uploaded by the laboratory and saved as
// the demo patient's study, and figures printed with their range and the machine's load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import dcmjs from 'dcmjs';
import { cleanUpOnHangOrSignal, freePort, requireBuiltServer, waitForServer } from './support.mjs';

export const slicePixels = 512;

/** A 512x512 16-bit CT slice (explicit VR little endian) whose pixels differ by slice. */
export function ctSlice({ studyUid, seriesUid, sopUid, instanceNumber }) {
  const value = (vr, ...values) => ({ vr, Value: values });
  const pixels = new Uint16Array(slicePixels * slicePixels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % slicePixels) * 4 + instanceNumber * 37) % 4096;
  const dict = new dcmjs.data.DicomDict({
    '00020001': value('OB', new Uint8Array([0, 1]).buffer),
    '00020002': value('UI', '1.2.840.10008.5.1.4.1.1.2'),
    '00020003': value('UI', sopUid),
    '00020010': value('UI', '1.2.840.10008.1.2.1'),
    '00020012': value('UI', '1.2.826.0.1.3680043.10.1'),
  });
  dict.dict = {
    '00080016': value('UI', '1.2.840.10008.5.1.4.1.1.2'),
    '00080018': value('UI', sopUid),
    '00080060': value('CS', 'CT'),
    '00100010': value('PN', { Alphabetic: 'Banco^Prueba' }),
    '0020000D': value('UI', studyUid),
    '0020000E': value('UI', seriesUid),
    '00200013': value('IS', instanceNumber),
    '00280002': value('US', 1),
    '00280004': value('CS', 'MONOCHROME2'),
    '00280010': value('US', slicePixels),
    '00280011': value('US', slicePixels),
    '00280030': value('DS', 0.2, 0.2),
    '00280100': value('US', 16),
    '00280101': value('US', 12),
    '00280102': value('US', 11),
    '00280103': value('US', 0),
    '7FE00010': value('OW', pixels.buffer),
  };
  return Buffer.from(dict.write());
}

const uid = () => `2.25.${BigInt(`0x${crypto.randomUUID().replaceAll('-', '')}`).toString()}`;

/**
 * Starts the built server and saves a series of `slices` slices for the demo patient; answers
 * where it listens, the laboratory's token, the UIDs and a stop function. `minutes` bounds the
 * whole bench.
 */
export async function startWithSeries(name, slices, minutes) {
  requireBuiltServer(name);
  const workDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  let server;
  const stop = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  const stopWatch = cleanUpOnHangOrSignal(name, minutes, stop);
  const port = await freePort();
  server = spawn(process.execPath, ['dist/server/src/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'data'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    return await seriesOnServer(origin, server, slices, workDir, async () => {
      stopWatch();
      await stop();
    });
  } catch (error) {
    stopWatch();
    await stop();
    throw error;
  }
}

async function seriesOnServer(origin, server, slices, workDir, stop) {
  await waitForServer(`${origin}/courses-registration`, server);
  const gql = async (query, variables, token) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const login = async (email) =>
    (await gql('mutation ($i: String!) { login(identifier: $i, password: "demo1234") { token } }', { i: email })).login
      .token;
  const token = await login('laboratorio@demo.mx');
  const patientId = (await gql('{ me { id } }', {}, await login('paciente@demo.mx'))).me.id;
  const studyTypeId = (await gql('{ studyTypes { id } }', {}, token)).studyTypes[0].id;
  const uids = { study: uid(), series: uid(), instances: [] };
  const fileIds = [];
  for (let number = 1; number <= slices; number++) {
    const sopUid = uid();
    uids.instances.push(sopUid);
    const form = new FormData();
    const bytes = ctSlice({ studyUid: uids.study, seriesUid: uids.series, sopUid, instanceNumber: number });
    form.append('file', new Blob([bytes]), `corte-${number}.dcm`);
    const response = await fetch(`${origin}/studies/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    fileIds.push(String((await response.json()).data.id));
  }
  await gql(
    'mutation ($input: NewStudyInput!) { createStudy(input: $input) { id } }',
    { input: { patientId, studyTypeId, studyDate: '2026-11-20', fileIds } },
    token,
  );
  return {
    origin,
    token,
    uids,
    dataDir: join(workDir, 'data'),
    stop,
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** "median (min–max)" of a list, with `digits` decimals. */
export const spread = (values, digits = 1) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
