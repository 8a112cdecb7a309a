import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { surveyLimits } from '../../../shared/quality-survey.js';
import { connectionOf } from '../graphql/connection.js';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import { StudyTypeGql } from '../study-types/index.js';
import { described } from '../../../shared/validation/described.js';
import { qualitySurveySchema, surveyQuestionSchema } from '../../../shared/validation/quality-survey.js';

/** The values are the stored ones (survey.tables.ts). */
export enum SurveyQuestionKindGql {
  NPS = 'nps',
  RATING = 'rating',
  SINGLE_CHOICE = 'single_choice',
  YES_NO = 'yes_no',
  TEXT = 'text',
}
registerEnumType(SurveyQuestionKindGql, {
  name: 'SurveyQuestionKind',
  description: 'What a survey question asks for, and so which field of SurveyAnswerInput answers it.',
  valuesConfig: {
    NPS: {
      description:
        'Recomendación 0-10 (Net Promoter Score): "how likely are you to recommend us?". Answered with score, a whole number 0 to 10; show eleven buttons.',
    },
    RATING: { description: 'Calificación 1-5: answered with score, a whole number 1 to 5; show five stars.' },
    SINGLE_CHOICE: {
      description: "Opción única: answered with choice, exactly one of the question's choices; show radio buttons.",
    },
    YES_NO: { description: 'Sí/No: answered with yes, true or false.' },
    TEXT: { description: `Texto libre: answered with text, up to ${surveyLimits.answerTextLength} characters.` },
  },
});

@ObjectType('SurveyQuestion', { description: 'One question of a quality survey, in the order the patient sees them.' })
export class SurveyQuestionGql {
  @Field(() => ID, {
    description: 'The question; pass it as questionId when answering, or as id when saving the survey.',
  })
  id!: number;
  @Field(() => Int, { description: 'Place in the survey, 1 first.' }) position!: number;
  @Field(() => SurveyQuestionKindGql, { description: 'What it asks for; it tells which answer field to send.' })
  kind!: SurveyQuestionKindGql;
  @Field(() => String, {
    description: `The question as the patient reads it, up to ${surveyLimits.questionTextLength} characters.`,
  })
  text!: string;
  @Field(() => [String], {
    description: `The options of a SINGLE_CHOICE question, ${surveyLimits.minChoices} to ${surveyLimits.maxChoices}, in order; empty for the other kinds.`,
  })
  choices!: string[];
  @Field(() => Boolean, { description: 'Whether the patient must answer it; false: it may be left out.' })
  required!: boolean;
}

@ObjectType('QualitySurvey', {
  description:
    'A quality survey of the lab (/quality-s): a title, an intro and ordered questions. At most one is active: the one a patient is invited to answer when a study result reaches them.',
})
export class QualitySurveyGql {
  @Field(() => ID, { description: 'The survey; pass it to qualitySurvey and the survey mutations.' }) id!: number;
  @Field(() => String, { description: `Its title, up to ${surveyLimits.titleLength} characters.` }) title!: string;
  @Field(() => String, {
    nullable: true,
    description: `Text shown to the patient above the questions, up to ${surveyLimits.introLength} characters; null when none.`,
  })
  intro!: string | null;
  @Field(() => Boolean, {
    description: 'Whether it is the active survey: new deliveries invite patients to answer it.',
  })
  active!: boolean;
  @Field(() => [SurveyQuestionGql], { description: 'Its questions in order.' }) questions!: SurveyQuestionGql[];
  @Field(() => Int, { description: 'How many questions it has.' }) questionCount!: number;
  @Field(() => Int, {
    description:
      'How many patients answered it. Once above 0 its questions can no longer be removed nor change kind or choices: duplicate it to replace it.',
  })
  responseCount!: number;
  @Field(() => DateTime, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => DateTime, { description: 'When it was last saved or activated.' }) updatedAt!: Date;
  @Field(() => DateTime, { nullable: true, description: 'When it was last activated; null when never.' })
  activatedAt!: Date | null;
}

export const QualitySurveyConnectionGql = connectionOf(QualitySurveyGql, 'QualitySurvey', {
  entries: 'quality surveys',
  order: 'newest first',
  total: 'Surveys in all.',
});

@InputType('SurveyQuestionInput', { description: 'A question as the survey form saves it. Texts are trimmed.' })
export class SurveyQuestionInput {
  @Field(() => ID, { nullable: true, description: described(surveyQuestionSchema, 'id') }) id?: number | null;
  @Field(() => SurveyQuestionKindGql, { description: described(surveyQuestionSchema, 'kind') })
  kind!: SurveyQuestionKindGql;
  @Field(() => String, { description: described(surveyQuestionSchema, 'text') }) text!: string;
  @Field(() => Boolean, { nullable: true, description: described(surveyQuestionSchema, 'required') })
  required?: boolean | null;
  @Field(() => [String], { nullable: true, description: described(surveyQuestionSchema, 'choices') })
  choices?: string[] | null;
}

@InputType('QualitySurveyInput', {
  description:
    'A quality survey as the admin form saves it, whole. Errors answer BAD_USER_INPUT naming the field ("questions.2.text").',
})
export class QualitySurveyInput {
  @Field(() => String, { description: described(qualitySurveySchema, 'title') }) title!: string;
  @Field(() => String, { nullable: true, description: described(qualitySurveySchema, 'intro') }) intro?: string | null;
  @Field(() => [SurveyQuestionInput], { description: described(qualitySurveySchema, 'questions') })
  questions!: SurveyQuestionInput[];
}

@ObjectType('SurveyStudy', { description: 'The study a survey asks about: enough for a heading.' })
export class SurveyStudyGql {
  @Field(() => ID, { description: 'The study; see study(id).' }) id!: number;
  @Field(() => StudyTypeGql, { description: 'Its kind of study.' }) studyType!: StudyTypeGql;
  @Field(() => DateOnly, { description: 'The day of the study, "YYYY-MM-DD".' }) studyDate!: string;
}

@ObjectType('PendingSurvey', {
  description:
    'A quality survey the signed-in patient is invited to answer about one of their studies ("¿Cómo te atendimos?"). It opens when the study result reaches them and can be answered once.',
})
export class PendingSurveyGql {
  @Field(() => ID, { description: 'The invitation: pass it as invitationId to answerSurvey.' }) invitationId!: number;
  @Field(() => SurveyStudyGql, { description: 'The study it asks about.' }) study!: SurveyStudyGql;
  @Field(() => String, { description: "The survey's title." }) title!: string;
  @Field(() => String, { nullable: true, description: 'Text to show above the questions; null when none.' })
  intro!: string | null;
  @Field(() => [SurveyQuestionGql], { description: 'The questions, in order.' }) questions!: SurveyQuestionGql[];
  @Field(() => DateTime, { description: 'When it opened: when the study result reached the patient.' })
  createdAt!: Date;
  @Field(() => DateTime, { description: 'After this moment it can no longer be answered and leaves the list.' })
  answerBefore!: Date;
}

export const PendingSurveyConnectionGql = connectionOf(PendingSurveyGql, 'PendingSurvey', {
  entries: 'surveys pending for the signed-in patient',
  order: 'newest first',
  total: 'Pending surveys in all.',
});

@InputType('SurveyAnswerInput', {
  description:
    'The answer to one question: send questionId and the one field its kind uses (NPS and RATING: score; SINGLE_CHOICE: choice; YES_NO: yes; TEXT: text). Other fields are ignored; an optional question may be left out or sent with its field null.',
})
export class SurveyAnswerInput {
  @Field(() => ID, { description: 'The question (PendingSurvey.questions).' }) questionId!: number;
  @Field(() => Int, { nullable: true, description: 'NPS: 0 to 10. RATING: 1 to 5.' }) score?: number | null;
  @Field(() => String, { nullable: true, description: "SINGLE_CHOICE: one of the question's choices, as written." })
  choice?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'YES_NO: true for Sí, false for No.' }) yes?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: `TEXT: up to ${surveyLimits.answerTextLength} characters, trimmed; blank counts as no answer.`,
  })
  text?: string | null;
}

@InputType('AnswerSurveyInput', { description: "The patient's answers to one pending survey." })
export class AnswerSurveyInput {
  @Field(() => ID, { description: 'PendingSurvey.invitationId.' }) invitationId!: number;
  @Field(() => [SurveyAnswerInput], {
    description: 'One answer per question, each question at most once; every required question must be answered.',
  })
  answers!: SurveyAnswerInput[];
}

@ObjectType('SurveyAnswered', { description: 'The receipt of a survey answered.' })
export class SurveyAnsweredGql {
  @Field(() => ID, { description: 'The invitation answered; it no longer appears in pendingSurveys.' })
  invitationId!: number;
  @Field(() => DateTime, { description: 'When the answers were stored.' }) answeredAt!: Date;
}
