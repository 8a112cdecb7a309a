import { describe, expect, it } from 'vitest';
import { dicomPersonName } from '../../shared/dicom-person-name.js';

describe('el nombre del paciente como lo guardó el equipo (DICOM PN) se lee como un nombre', () => {
  it('Apellido^Nombre se muestra Nombre Apellido', () => {
    expect(dicomPersonName('ROBLES^ANA')).toBe('ANA ROBLES');
  });

  it('segundo nombre, prefijo y sufijo van donde se leen; los componentes vacíos no dejan espacios', () => {
    expect(dicomPersonName('García López^María^José^Dra.^')).toBe('Dra. María José García López');
    expect(dicomPersonName('PEREZ^^^')).toBe('PEREZ');
  });

  it('solo la forma alfabética cuenta cuando hay formas ideográfica y fonética', () => {
    expect(dicomPersonName('Yamada^Tarou=山田^太郎=やまだ^たろう')).toBe('Tarou Yamada');
  });

  it('sin nombre queda vacío, y la página dice «Sin nombre»', () => {
    expect(dicomPersonName(null)).toBe('');
    expect(dicomPersonName('')).toBe('');
  });
});
