import { basename } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** The catalogues the server has read, by file name. */
const read = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = ((path: string, ...rest: never[]) => {
    if (String(path).endsWith('.po')) read.push(basename(String(path)));
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
});

describe('catálogos de traducción del servidor', () => {
  it('al arrancar lee el español; cada otro idioma, con su primer texto', async () => {
    const { translator } = await import('../../server/src/common/translations.js');
    expect(read).toEqual(['es-MX.po']);

    expect(translator('de').t('Copias AVIF de una imagen para teléfonos y navegadores')).toBe(
      'AVIF-Kopien eines Bildes für Telefone und Browser',
    );
    expect(translator('es').t('Tareas en segundo plano')).toBe('Tareas en segundo plano');
    expect(read).toEqual(['es-MX.po', 'de.po']);
  });
});
