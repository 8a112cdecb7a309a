import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicomFile, dicomPixels } from '../../support/dicom-files.js';
import { dicomStudy, uniqueUid } from '../../support/dicom-web.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const require = createRequire(import.meta.url);

/** The parts of dicomweb-client this test calls (it ships no types). */
type Client = {
  searchForStudies(options?: {
    queryParams?: Record<string, string>;
  }): Promise<Record<string, { Value?: unknown[] }>[]>;
  searchForSeries(options: { studyInstanceUID: string }): Promise<Record<string, { Value?: unknown[] }>[]>;
  retrieveSeriesMetadata(options: {
    studyInstanceUID: string;
    seriesInstanceUID: string;
  }): Promise<Record<string, { Value?: unknown[]; BulkDataURI?: string }>[]>;
  retrieveInstanceFrames(options: {
    studyInstanceUID: string;
    seriesInstanceUID: string;
    sopInstanceUID: string;
    frameNumbers: number[];
  }): Promise<ArrayBuffer[]>;
  retrieveInstance(options: {
    studyInstanceUID: string;
    seriesInstanceUID: string;
    sopInstanceUID: string;
  }): Promise<ArrayBuffer>;
};

describe(`dicomweb-client, un cliente que no escribimos, lee un estudio y recibe los mismos píxeles (${databaseKind()})`, () => {
  let server: TestServer;
  let client: Client;
  const spec = { studyUid: uniqueUid(), seriesUid: uniqueUid(), sopUid: uniqueUid(), rows: 20, columns: 30, frames: 2 };
  const file = dicomFile({ ...spec, modality: 'CT' });

  beforeAll(async () => {
    // dicomweb-client speaks XMLHttpRequest, as in a browser; xhr2 is one for Node.
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = require('xhr2');
    const { api } = require('dicomweb-client') as { api: { DICOMwebClient: new (options: object) => Client } };
    server = await startTestServer();
    const lab = await server.signedIn('laboratory');
    const patient = await server.signedIn('patient');
    await dicomStudy(server, lab.token, patient.id, [file]);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    client = new api.DICOMwebClient({
      url: `http://127.0.0.1:${port}/dicom-web`,
      headers: { Authorization: `Bearer ${patient.token}` },
    });
  });
  afterAll(() => server.close());

  it('busca el estudio y su serie, lee los metadatos y recibe los cuadros y el archivo tal como se subieron', async () => {
    const studies = await client.searchForStudies();
    expect(studies.map((study) => study['0020000D'].Value?.[0])).toEqual([spec.studyUid]);
    const series = await client.searchForSeries({ studyInstanceUID: spec.studyUid });
    expect(series[0]['00080060'].Value).toEqual(['CT']);
    const [metadata] = await client.retrieveSeriesMetadata({
      studyInstanceUID: spec.studyUid,
      seriesInstanceUID: spec.seriesUid,
    });
    expect(metadata['00280010'].Value).toEqual([20]);
    expect(metadata['7FE00010'].BulkDataURI).toContain(`/instances/${spec.sopUid}/frames/1,2`);

    const ids = { studyInstanceUID: spec.studyUid, seriesInstanceUID: spec.seriesUid, sopInstanceUID: spec.sopUid };
    const frames = await client.retrieveInstanceFrames({ ...ids, frameNumbers: [1, 2] });
    const pixels = Buffer.from(dicomPixels(spec).buffer);
    expect(Buffer.concat(frames.map((frame) => Buffer.from(frame))).equals(pixels)).toBe(true);
    const instance = await client.retrieveInstance(ids);
    expect(Buffer.from(instance).equals(file)).toBe(true);
  });
});
