import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { StudyTypeGql } from '../study-types/index.js';
import { BranchOfficeRefGql } from '../studies/index.js';
import { described } from '../../../shared/validation/described.js';
import { qualityTargetDescriptions, qualityTargetsSchema } from '../../../shared/validation/quality.js';

/** The values are the target field names of QualityTargets. */
export enum QualityIndicatorKeyGql {
  NPS = 'nps',
  AVERAGE_RATING = 'averageRating',
  RESPONSE_RATE = 'responseRate',
  TURNAROUND_MEDIAN_HOURS = 'turnaroundMedianHours',
  TURNAROUND_P90_HOURS = 'turnaroundP90Hours',
  CHAT_FIRST_RESPONSE_MEDIAN_MINUTES = 'chatFirstResponseMedianMinutes',
  CHAT_FIRST_RESPONSE_P90_MINUTES = 'chatFirstResponseP90Minutes',
  EXPIRED_UNREAD = 'expiredUnread',
}
registerEnumType(QualityIndicatorKeyGql, {
  name: 'QualityIndicatorKey',
  description: 'A quality indicator; its value, target and sample are in the unit each value describes.',
  valuesConfig: {
    NPS: {
      description:
        'Net Promoter Score of the 0–10 survey answers given in the period: % promoters (9–10) minus % detractors (0–6), -100 to 100, one decimal. Sample: NPS answers. Met at or above the target.',
    },
    AVERAGE_RATING: {
      description:
        'Average of the 1–5 rating answers given in the period, two decimals. Sample: rating answers. Met at or above the target.',
    },
    RESPONSE_RATE: {
      description:
        'Surveys answered out of the surveys sent (one per delivered study) in the period, in percent, one decimal. Sample: surveys sent. Met at or above the target.',
    },
    TURNAROUND_MEDIAN_HOURS: {
      description:
        'Median hours from the study date (its 00:00 in Mexico City) to the result reaching the patient, of the studies delivered in the period. Sample: studies delivered. Met at or below the target.',
    },
    TURNAROUND_P90_HOURS: {
      description: '90th percentile of the same hours as TURNAROUND_MEDIAN_HOURS. Met at or below the target.',
    },
    CHAT_FIRST_RESPONSE_MEDIAN_MINUTES: {
      description:
        "Median minutes, in opening hours only, from a patient's chat message that waits (the first after the staff's last reply) to the first staff reply, of the waits begun in the period and answered; the lab's automatic result-ready message is not a reply. Sample: answered waits. Met at or below the target.",
    },
    CHAT_FIRST_RESPONSE_P90_MINUTES: {
      description:
        '90th percentile of the same minutes as CHAT_FIRST_RESPONSE_MEDIAN_MINUTES. Met at or below the target.',
    },
    EXPIRED_UNREAD: {
      description:
        'Delivered results that expired in the period (up to now) without the patient ever opening a file of them, a count. Sample: delivered results that expired in the period. Met at or below the target.',
    },
  },
});

export enum IndicatorStatusGql {
  MET = 'MET',
  MISSED = 'MISSED',
  NO_TARGET = 'NO_TARGET',
  NO_DATA = 'NO_DATA',
}
registerEnumType(IndicatorStatusGql, {
  name: 'IndicatorStatus',
  description: 'How an indicator stands against its target (show MET green, MISSED red, the others neutral).',
  valuesConfig: {
    MET: { description: 'The value meets the target ("Cumple").' },
    MISSED: { description: 'The value misses the target ("No cumple").' },
    NO_TARGET: { description: 'There is a value but no target is set.' },
    NO_DATA: { description: 'Nothing to measure in the period (value null), whatever the target.' },
  },
});

@ObjectType('QualityIndicator', { description: 'One quality indicator over the period.' })
export class QualityIndicatorGql {
  @Field(() => QualityIndicatorKeyGql, { description: 'Which indicator, and so its unit and direction.' })
  key!: QualityIndicatorKeyGql;
  @Field(() => Float, { nullable: true, description: "The value in the indicator's unit; null without data." })
  value!: number | null;
  @Field(() => Int, { description: 'How many answers, surveys, studies or waits the value comes from.' })
  sampleSize!: number;
  @Field(() => Float, { nullable: true, description: 'The target an admin set; null when none is set.' })
  target!: number | null;
  @Field(() => IndicatorStatusGql, { description: 'The value against the target.' })
  status!: IndicatorStatusGql;
}

@ObjectType('QualityTargets', { description: 'The targets of the quality indicators an admin set; null: no target.' })
export class QualityTargetsGql {
  @Field(() => Int, { nullable: true, description: `${qualityTargetDescriptions.nps}.` }) nps!: number | null;
  @Field(() => Float, { nullable: true, description: `${qualityTargetDescriptions.averageRating}.` })
  averageRating!: number | null;
  @Field(() => Float, { nullable: true, description: `${qualityTargetDescriptions.responseRate}.` })
  responseRate!: number | null;
  @Field(() => Float, { nullable: true, description: `${qualityTargetDescriptions.turnaroundMedianHours}.` })
  turnaroundMedianHours!: number | null;
  @Field(() => Float, { nullable: true, description: `${qualityTargetDescriptions.turnaroundP90Hours}.` })
  turnaroundP90Hours!: number | null;
  @Field(() => Float, { nullable: true, description: `${qualityTargetDescriptions.chatFirstResponseMedianMinutes}.` })
  chatFirstResponseMedianMinutes!: number | null;
  @Field(() => Float, { nullable: true, description: `${qualityTargetDescriptions.chatFirstResponseP90Minutes}.` })
  chatFirstResponseP90Minutes!: number | null;
  @Field(() => Int, { nullable: true, description: `${qualityTargetDescriptions.expiredUnread}.` })
  expiredUnread!: number | null;
  @Field(() => DateTime, { nullable: true, description: 'When they were last changed; null before any change.' })
  updatedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Full name of the admin who changed them last; null before any change or after that account was deleted.',
  })
  updatedByName!: string | null;
}

@InputType('QualityTargetsInput', { description: 'Every target at once; a null or missing one removes that target.' })
export class QualityTargetsInput {
  @Field(() => Int, { nullable: true, description: described(qualityTargetsSchema, 'nps') }) nps?: number | null;
  @Field(() => Float, { nullable: true, description: described(qualityTargetsSchema, 'averageRating') })
  averageRating?: number | null;
  @Field(() => Float, { nullable: true, description: described(qualityTargetsSchema, 'responseRate') })
  responseRate?: number | null;
  @Field(() => Float, { nullable: true, description: described(qualityTargetsSchema, 'turnaroundMedianHours') })
  turnaroundMedianHours?: number | null;
  @Field(() => Float, { nullable: true, description: described(qualityTargetsSchema, 'turnaroundP90Hours') })
  turnaroundP90Hours?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: described(qualityTargetsSchema, 'chatFirstResponseMedianMinutes'),
  })
  chatFirstResponseMedianMinutes?: number | null;
  @Field(() => Float, { nullable: true, description: described(qualityTargetsSchema, 'chatFirstResponseP90Minutes') })
  chatFirstResponseP90Minutes?: number | null;
  @Field(() => Int, { nullable: true, description: described(qualityTargetsSchema, 'expiredUnread') })
  expiredUnread?: number | null;
}

@ObjectType('OpeningDay', { description: "One weekday of the lab's opening hours (Mexico City time)." })
export class OpeningDayGql {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday … 7 Sunday.' }) weekday!: number;
  @Field(() => String, { nullable: true, description: 'Opening time "HH:MM" (24 h); null: closed all day.' })
  opensAt!: string | null;
  @Field(() => String, { nullable: true, description: 'Closing time "HH:MM" (24 h), after opensAt; null: closed.' })
  closesAt!: string | null;
}

@ObjectType('OpeningHours', {
  description:
    "The lab's opening hours: chat response times count only inside them. Until an admin saves them: Monday to Friday 09:00–19:00, Saturday 09:00–14:00.",
})
export class OpeningHoursGql {
  @Field(() => [OpeningDayGql], { description: 'The seven weekdays, Monday first.' }) days!: OpeningDayGql[];
  @Field(() => DateTime, { nullable: true, description: 'When they were last saved; null: the defaults.' })
  updatedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'Full name of the admin who saved them last; null for the defaults or after that account was deleted.',
  })
  updatedByName!: string | null;
}

@InputType('OpeningDayInput', { description: "One weekday's hours: both times, or neither for a closed day." })
export class OpeningDayInput {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday … 7 Sunday.' }) weekday!: number;
  @Field(() => String, { nullable: true, description: 'Opening time "HH:MM" (24 h, Mexico City); null: closed.' })
  opensAt?: string | null;
  @Field(() => String, { nullable: true, description: 'Closing time "HH:MM", after opensAt; null: closed.' })
  closesAt?: string | null;
}

@InputType('OpeningHoursInput', { description: 'The opening hours of the whole week.' })
export class OpeningHoursInput {
  @Field(() => [OpeningDayInput], { description: 'The seven weekdays, each once, in any order.' })
  days!: OpeningDayInput[];
}

@ObjectType('SurveyFigures', {
  description: 'What the survey answers of a group of studies say; counts only, never a person.',
})
export class SurveyFiguresGql {
  @Field(() => Float, { nullable: true, description: 'NPS, -100 to 100; null without NPS answers.' })
  nps!: number | null;
  @Field(() => Int, { description: 'NPS answers given in the period.' }) npsAnswers!: number;
  @Field(() => Float, { nullable: true, description: 'Average 1–5 rating; null without rating answers.' })
  averageRating!: number | null;
  @Field(() => Int, { description: 'Rating answers given in the period.' }) ratingAnswers!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Surveys answered per survey sent, in percent; null if none sent.',
  })
  responseRate!: number | null;
  @Field(() => Int, { description: 'Surveys sent in the period.' }) invitations!: number;
  @Field(() => Int, { description: 'Of those, how many are answered.' }) answered!: number;
}

@ObjectType('StudyTypeSurveyBreakdown', { description: 'The survey answers about one study type.' })
export class StudyTypeSurveyBreakdownGql {
  @Field(() => StudyTypeGql, { description: 'The study type the answers are about.' }) studyType!: StudyTypeGql;
  @Field(() => SurveyFiguresGql, { description: 'What its answers say.' }) figures!: SurveyFiguresGql;
}

@ObjectType('BranchOfficeSurveyBreakdown', { description: 'The survey answers about studies of one branch office.' })
export class BranchOfficeSurveyBreakdownGql {
  @Field(() => SurveyFiguresGql, { description: 'What its answers say.' }) figures!: SurveyFiguresGql;
  @Field(() => BranchOfficeRefGql, {
    nullable: true,
    description: 'The branch office where the studies were taken; null for studies without one recorded.',
  })
  branchOffice!: BranchOfficeRefGql | null;
}

@ObjectType('StudyTypeTurnaround', { description: 'Result turnaround of one study type over the period.' })
export class StudyTypeTurnaroundGql {
  @Field(() => StudyTypeGql, { description: 'The study type.' }) studyType!: StudyTypeGql;
  @Field(() => Int, { description: 'Studies of the type delivered in the period.' }) sampleSize!: number;
  @Field(() => Float, { nullable: true, description: 'Median hours from study date to delivery, one decimal.' })
  medianHours!: number | null;
  @Field(() => Float, { nullable: true, description: '90th percentile of the same hours.' })
  p90Hours!: number | null;
}

@ObjectType('StudyTypeCount', { description: 'A count of studies of one study type.' })
export class StudyTypeCountGql {
  @Field(() => StudyTypeGql, { description: 'The study type.' }) studyType!: StudyTypeGql;
  @Field(() => Int, { description: 'How many.' }) count!: number;
}

@ObjectType('DeliveredMonth', { description: 'Studies delivered in one month (Mexico City time), per study type.' })
export class DeliveredMonthGql {
  @Field(() => String, { description: 'The month, "YYYY-MM".' }) month!: string;
  @Field(() => Int, { description: 'Studies delivered that month.' }) total!: number;
  @Field(() => [StudyTypeCountGql], { description: 'Per study type, by name; types with none are left out.' })
  byStudyType!: StudyTypeCountGql[];
}

@ObjectType('StudyTypeExpiredUnread', {
  description: 'Delivered results of one study type that expired in the period.',
})
export class StudyTypeExpiredUnreadGql {
  @Field(() => StudyTypeGql, { description: 'The study type.' }) studyType!: StudyTypeGql;
  @Field(() => Int, { description: 'Delivered results that expired.' }) expired!: number;
  @Field(() => Int, { description: 'Of those, the ones the patient never opened.' }) unread!: number;
}

@ObjectType('QualityIndicators', {
  description: 'The quality indicators of a period, their targets and the figures behind the charts.',
})
export class QualityIndicatorsGql {
  @Field(() => DateOnly, { description: 'First day of the period (Mexico City), included.' }) from!: string;
  @Field(() => DateOnly, { description: 'Last day of the period (Mexico City), included.' }) to!: string;
  @Field(() => [QualityIndicatorGql], { description: 'Every indicator, in the order of QualityIndicatorKey.' })
  indicators!: QualityIndicatorGql[];
  @Field(() => QualityTargetsGql, { description: 'The targets as set (also inside each indicator).' })
  targets!: QualityTargetsGql;
  @Field(() => OpeningHoursGql, { description: 'The opening hours the chat response times count in.' })
  openingHours!: OpeningHoursGql;
  @Field(() => [StudyTypeSurveyBreakdownGql], { description: 'Survey figures per study type, by name.' })
  surveyByStudyType!: StudyTypeSurveyBreakdownGql[];
  @Field(() => [BranchOfficeSurveyBreakdownGql], {
    description: 'Survey figures per branch office, by name; studies without one last.',
  })
  surveyByBranchOffice!: BranchOfficeSurveyBreakdownGql[];
  @Field(() => [StudyTypeTurnaroundGql], { description: 'Result turnaround per study type, by name.' })
  turnaroundByStudyType!: StudyTypeTurnaroundGql[];
  @Field(() => [DeliveredMonthGql], { description: 'Every month the period touches, oldest first.' })
  deliveredByMonth!: DeliveredMonthGql[];
  @Field(() => [StudyTypeExpiredUnreadGql], { description: 'Results expired in the period per study type, by name.' })
  expiredUnreadByStudyType!: StudyTypeExpiredUnreadGql[];
}
