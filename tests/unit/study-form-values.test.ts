import { describe, expect, it, vi } from 'vitest';
import {
  emptyStudyValues,
  studyFieldPaths,
  toStudyInput,
  toStudyValues,
} from '../../client/src/virtuallab/studies/study-values.js';
import type { StudyCardFieldsFragment } from '../../client/src/gql/graphql.js';
import { labToday } from '../../client/src/shell/format/lab-time.js';

// The macro runs at build time in the client; here each label is its Spanish source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

describe('estudios: valores del formulario', () => {
  it('un estudio nuevo se toma hoy, entregado, sin grupos, notas ni sucursal, y vence como dice el laboratorio', () => {
    expect(emptyStudyValues(90)).toEqual({
      studyTypeId: '',
      studyDate: labToday(),
      status: 'completed',
      groupIds: [],
      notes: '',
      branchOfficeId: '',
      expiry: '90',
    });
    expect(emptyStudyValues(null).expiry).toBe('never');
    expect([...studyFieldPaths].sort()).toEqual(
      ['branchOfficeId', 'groupIds', 'notes', 'patientId', 'status', 'studyDate', 'studyTypeId'].sort(),
    );
  });

  it('al editar, el estudio guardado llena el formulario y conserva su vencimiento; sin sucursal viaja null', () => {
    const stored = {
      id: '9',
      studyDate: '2026-11-20',
      status: 'IN_PROGRESS',
      notes: null,
      studyType: { id: '3', name: 'Panorámica' },
      groups: [{ id: '5', name: 'Ortodoncia' }],
      branchOffice: null,
    } as unknown as StudyCardFieldsFragment;
    const values = toStudyValues(stored);
    expect(values).toEqual({
      studyTypeId: '3',
      studyDate: '2026-11-20',
      status: 'in_progress',
      groupIds: ['5'],
      notes: '',
      branchOfficeId: '',
      expiry: 'keep',
    });
    expect(toStudyInput({ ...values, notes: ' Repetir toma ' })).toEqual({
      studyTypeId: '3',
      studyDate: '2026-11-20',
      status: 'IN_PROGRESS',
      groupIds: ['5'],
      notes: 'Repetir toma',
      branchOfficeId: null,
    });
  });
});
