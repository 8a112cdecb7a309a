import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isNonNullType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
/** Every field of every object type the app reads, as [`Type.field`, field]. */
const fields = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
  .flatMap((type) =>
    isObjectType(type) ? Object.values(type.getFields()).map((field) => [type, field] as const) : [],
  );
const live = fields.filter(([, field]) => !field.deprecationReason);

describe('una sola forma para tamaños, tipos de archivo y textos en la API (docs/mobile-api.md)', () => {
  it('cada tamaño en bytes es byteSize: ByteSize! (o <algo>ByteSize); size y pdfBytes quedan obsoletos', () => {
    const sizes = live.filter(([, field]) => /^size$|Bytes$|ByteSize$|^byteSize$/.test(field.name));
    expect(sizes.length).toBeGreaterThanOrEqual(6);
    expect(
      sizes
        .filter(([, field]) => String(field.type) !== 'ByteSize!')
        .map(([type, field]) => `${type.name}.${field.name}`),
    ).toEqual([]);
  });

  it('todo archivo trae su tipo (mediaType: String!) y su tamaño (byteSize)', () => {
    const files = ['ChatAttachment', 'StudyFile', 'SharedStudyFile', 'SupportAttachment'];
    for (const name of files) {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(name);
      expect(String(type.getFields().mediaType.type), name).toBe('String!');
      expect(String(type.getFields().byteSize.type), name).toBe('ByteSize!');
    }
    expect(live.filter(([, field]) => field.name === 'mediaType' && !isNonNullType(field.type))).toEqual([]);
  });

  it('los adjuntos del chat traen medidas y miniatura, nulas para lo que no es imagen', () => {
    const attachment = schema.getType('ChatAttachment');
    if (!isObjectType(attachment)) throw new Error('ChatAttachment');
    const { width, height, thumbnailUrl } = attachment.getFields();
    expect([String(width.type), String(height.type), String(thumbnailUrl.type)]).toEqual(['Int', 'Int', 'String']);
  });

  it('un campo que contiene HTML lo dice en su nombre (…Html); los que no, son texto plano', () => {
    const html = live.filter(
      ([, field]) =>
        getNamedType(field.type).name === 'String' &&
        /\bHTML\b/.test(field.description ?? '') &&
        !/no HTML|plain text/i.test(field.description ?? ''),
    );
    expect(html.length).toBeGreaterThanOrEqual(4);
    expect(
      html.filter(([, field]) => !field.name.endsWith('Html')).map(([type, field]) => `${type.name}.${field.name}`),
    ).toEqual([]);
  });
});
