import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';

const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'portal-archivos', S3_REGION: 'us-east-1' };

describe('dónde se guardan los archivos según la configuración', () => {
  it('sin STORAGE_DRIVER, en el disco local', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ STORAGE_DRIVER: 'local' }).storage).toEqual({ driver: 'local' });
  });

  it('con STORAGE_DRIVER=s3, en el bucket dado: AWS con su cadena de credenciales, o MinIO con endpoint, llaves y rutas', () => {
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      bucket: 'portal-archivos',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'secreto-largo',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(minio).toEqual({
      driver: 's3',
      bucket: 'portal-archivos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'portal', secretAccessKey: 'secreto-largo' },
      forcePathStyle: true,
    });
  });

  it('un s3 sin bucket o sin región, un endpoint que no es URL, una llave sin secreto o un driver desconocido detienen el arranque', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_REGION: 'us-east-1' })).toThrow(
      'STORAGE_DRIVER=s3 needs S3_BUCKET and S3_REGION',
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'portal-archivos' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio sin esquema' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'portal' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});
