import { describe, expect, it, vi } from 'vitest';
import { qualityTargetsSchema } from '../../shared/validation/quality.js';
import {
  newQuestion,
  surveyFieldPaths,
  surveyInputOf,
  surveyValuesOf,
} from '../../client/src/quality/survey/survey-values.js';
import type { QualitySurveyFieldsFragment } from '../../client/src/gql/graphql.js';
import { fieldPathsOf, inputOf, valuesOf } from '../../client/src/shell/forms/schema-values.js';

// The macro runs at build time in the client; here each label is its Spanish source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

describe('calidad: valores de los formularios de encuesta y de metas', () => {
  it('una encuesta nueva empieza sin título ni introducción, con una pregunta de recomendación obligatoria', () => {
    const { questions, ...survey } = surveyValuesOf();
    expect(survey).toEqual({ title: '', intro: '' });
    expect(questions).toEqual([
      { key: expect.any(String), id: null, kind: 'nps', text: '', required: true, choices: ['', ''] },
    ]);
    expect(newQuestion().key).not.toBe(questions[0].key);
  });

  it('el admin edita una encuesta guardada y la envía recortada, con los tipos de la API y opciones solo en opción única', () => {
    const stored = {
      id: '3',
      title: 'Encuesta de servicio',
      intro: null,
      active: false,
      questionCount: 2,
      responseCount: 0,
      updatedAt: '2026-11-24T15:30:00.000Z',
      activatedAt: null,
      questions: [
        { id: '11', position: 1, kind: 'NPS', text: '¿Nos recomendarías?', choices: [], required: true },
        {
          id: '12',
          position: 2,
          kind: 'SINGLE_CHOICE',
          text: '¿Sucursal?',
          choices: ['Roma', 'Centro'],
          required: false,
        },
      ],
    } as QualitySurveyFieldsFragment;
    const values = surveyValuesOf(stored);
    expect(values).toMatchObject({ title: 'Encuesta de servicio', intro: '' });
    expect(values.questions.map(({ kind, choices }) => ({ kind, choices }))).toEqual([
      { kind: 'nps', choices: ['', ''] },
      { kind: 'single_choice', choices: ['Roma', 'Centro'] },
    ]);
    expect(surveyInputOf({ ...values, title: ' Encuesta 2027 ', intro: '  ' })).toEqual({
      title: 'Encuesta 2027',
      intro: null,
      questions: [
        { id: '11', kind: 'NPS', text: '¿Nos recomendarías?', required: true, choices: null },
        { id: '12', kind: 'SINGLE_CHOICE', text: '¿Sucursal?', required: false, choices: ['Roma', 'Centro'] },
      ],
    });
    expect(surveyFieldPaths(values)).toEqual(
      expect.arrayContaining(['title', 'intro', 'questions', 'questions.1.text', 'questions.1.choices.1']),
    );
  });

  it('las metas llegan al formulario como texto, vacías si no hay; al guardar, una vacía viaja como null', () => {
    const targets = {
      nps: 40,
      averageRating: 4.5,
      responseRate: null,
      turnaroundMedianHours: 48,
      turnaroundP90Hours: null,
      chatFirstResponseMedianMinutes: null,
      chatFirstResponseP90Minutes: 30,
      expiredUnread: 0,
    };
    const values = valuesOf(qualityTargetsSchema, targets);
    expect(values).toEqual({
      nps: '40',
      averageRating: '4.5',
      responseRate: '',
      turnaroundMedianHours: '48',
      turnaroundP90Hours: '',
      chatFirstResponseMedianMinutes: '',
      chatFirstResponseP90Minutes: '30',
      expiredUnread: '0',
    });
    expect([...fieldPathsOf(qualityTargetsSchema)].sort()).toEqual(Object.keys(targets).sort());
    expect(inputOf(qualityTargetsSchema, { ...values, nps: '', averageRating: 4 })).toEqual({
      ...targets,
      nps: null,
      averageRating: 4,
    });
  });
});
