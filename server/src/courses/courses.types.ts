import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import { AppImageGql } from '../files/index.js';
import { MoneyGql, MoneyInput } from '../graphql/money.js';
import { PaymentGatewayKind } from '../payments/index.js';
import { courseSchema } from '../../../shared/validation/course.js';
import { paymentSchema } from '../../../shared/validation/course-registration.js';
import { described } from '../../../shared/validation/described.js';

export enum CourseCatalogueState {
  AVAILABLE = 'AVAILABLE',
  FULL = 'FULL',
  EXPIRED = 'EXPIRED',
}
registerEnumType(CourseCatalogueState, {
  name: 'CourseCatalogueState',
  description:
    'What the public catalogue shows on a course card, computed from the date and the places left (lab days, America/Mexico_City).',
  valuesConfig: {
    AVAILABLE: {
      description:
        'Before the course date with places left: "1 lugar disponible" or "N lugares disponibles" and the button "Inscribirse ahora".',
    },
    FULL: { description: 'Before the course date with no places left: "Cupo lleno".' },
    EXPIRED: { description: 'On or after the course date: "Curso vencido". Takes precedence over FULL.' },
  },
});

/** The values are the stored course_status_id (courses.tables.ts). */
export enum CourseStatus {
  REGISTRATION_OPEN = 1,
  CANCELLED = 2,
  REGISTRATION_CLOSED = 3,
}
registerEnumType(CourseStatus, {
  name: 'CourseStatus',
  description: "Where a course's registration stands, as the admin sets it.",
  valuesConfig: {
    REGISTRATION_OPEN: {
      description:
        'Registration is open: the course page shows "Pagar curso", the places left and "Recuperar inscripción"; payCourse accepts it.',
    },
    CANCELLED: {
      description: 'The course was cancelled: no payment and no recovery (NOT_FOUND from recoverCourseRegistration).',
    },
    REGISTRATION_CLOSED: {
      description:
        'Registration is closed: no payment (CONFLICT from payCourse), but students may still recover their registration.',
    },
  },
});

/** The values are the stored course_registrations.status. */
export enum RegistrationStatus {
  PENDING = 'pending',
  PAID = 'paid',
  DECLINED = 'declined',
  FAILED = 'failed',
}
registerEnumType(RegistrationStatus, {
  name: 'RegistrationStatus',
  description: 'The outcome of one payment attempt for a course.',
  valuesConfig: {
    PENDING: {
      description:
        'The charge was sent and the provider has not answered yet; the places stay taken until it does (checked again every minute).',
    },
    PAID: { description: "The charge was approved: the places are the student's and the confirmation was emailed." },
    DECLINED: { description: 'The card was declined (failureMessage says why); the places were given back.' },
    FAILED: {
      description:
        'The provider could not be reached or answered an error; nothing was charged and the places were given back.',
    },
  },
});

@ObjectType('Course', { description: 'A continuing-education course sold on the public catalogue.' })
export class CourseGql {
  @Field(() => ID, { description: 'The course; pass it to publicCourse, payCourse and the other course operations.' })
  id!: number;
  @Field(() => String, { description: 'Title, at most 50 characters.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Promo text shown under "Ver precio especial": special prices and a deadline phrase such as "antes del 15 de octubre". At most 140 characters.',
  })
  subtopic!: string | null;
  @Field(() => DateOnly, {
    description:
      "The day the course takes place (the lab's calendar day, America/Mexico_City). From that day on the course is EXPIRED.",
  })
  date!: string;
  @Field(() => String, { nullable: true, description: 'Schedule as free text, e.g. "9:00 a 14:00 h".' }) time!:
    string | null;
  @Field(() => MoneyGql, { description: 'Price of one place, IVA (VAT) included.' }) investment!: MoneyGql;
  @Field(() => Int, { description: 'Places the course has in total.' }) quota!: number;
  @Field(() => Int, { description: 'Places taken: paid, or held by a payment still pending.' }) soldSpace!: number;
  @Field(() => Int, {
    description: 'Places left: quota minus soldSpace, never below 0. payCourse refuses more than this.',
  })
  availableSpaces!: number;
  @Field(() => Boolean, {
    description:
      'Whether the course is published. Inactive courses are left out of the public catalogue and answer NOT_FOUND to the public operations.',
  })
  active!: boolean;
  @Field(() => Boolean, {
    description:
      'Whether places can be bought online. Courses without online registration are left out of the public catalogue and answer NOT_FOUND to the public operations.',
  })
  onlineRegistration!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "The course image: an absolute path on this server (prefix it with the API's origin), public, no Authorization needed. Null when it has none.",
  })
  imageUrl!: string | null;
  @Field(() => AppImageGql, {
    nullable: true,
    description:
      'The course image with its size and its WebP copies for phones (360, 720 and 1080 pixels wide, or its own width when narrower): pick the narrowest at least as wide as the view times the screen density, and use width and height to reserve its place. Null when the course has no image, or for a while after start-up for an image stored before sizes existed (show imageUrl meanwhile).',
  })
  image!: AppImageGql | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Description as HTML, sanitised by the server (text formatting, links and images only); safe to render.',
  })
  descriptionHtml!: string | null;
  @Field(() => CourseStatus, { description: 'Whether registration is open, closed or the course was cancelled.' })
  status!: CourseStatus;
  @Field(() => String, { nullable: true, description: 'Name of the venue.' }) headquarterName!: string | null;
  @Field(() => String, { nullable: true, description: 'Address of the venue, as free text.' }) headquarterAddress!:
    string | null;
  @Field(() => CourseCatalogueState, {
    description: 'What the catalogue card shows, computed on each answer from the date and the places left.',
  })
  catalogueState!: CourseCatalogueState;
}

@ObjectType('CourseRegistration', {
  description:
    'One payment attempt for a course, with the student who made it. Only admins read them (courseEnrolment).',
})
export class CourseRegistrationGql {
  @Field(() => ID, { description: 'The registration number (folio) given to the student.' }) id!: number;
  @Field(() => ID, { description: 'The course.' }) courseId!: number;
  @Field(() => String, { description: "The student's given name." }) name!: string;
  @Field(() => String, { description: "The student's paternal surname." }) lastname!: string;
  @Field(() => String, { description: "The student's maternal surname." }) motherLastname!: string;
  @Field(() => String, { description: "The student's email, in lower case; the confirmation went there." })
  email!: string;
  @Field(() => String, { description: "The student's phone, 10 digits." }) phone!: string;
  @Field(() => Int, { description: 'Places bought with this payment, at least 1.' }) spaces!: number;
  @Field(() => MoneyGql, {
    description: 'Total charged (or attempted): spaces times the price per place, IVA included.',
  })
  amount!: MoneyGql;
  @Field(() => RegistrationStatus, { description: 'The outcome of the payment.' }) status!: RegistrationStatus;
  @Field(() => String, {
    nullable: true,
    description: 'Why the payment was declined or failed, in Spanish as the payer saw it; null otherwise.',
  })
  failureMessage!: string | null;
  @Field(() => PaymentGatewayKind, { description: 'The card provider that handled the payment.' })
  paymentProvider!: PaymentGatewayKind;
  @Field(() => String, {
    nullable: true,
    description:
      "The provider's order id, to look the payment up in its dashboard; null when the provider was not reached.",
  })
  providerOrderId!: string | null;
  @Field(() => DateTime, { description: 'When the attempt was made.' }) createdAt!: Date;
  @Field(() => DateTime, { nullable: true, description: 'When the payment was approved; null unless PAID.' })
  paidAt!: Date | null;
}

@ObjectType('CoursePaymentResult', { description: 'The outcome of payCourse, as the payment step shows it.' })
export class CoursePaymentResultGql {
  @Field(() => Boolean, {
    description:
      'true: paid, the places are taken and the confirmation was emailed. false: declined or failed, nothing was charged; the payer may try again.',
  })
  approved!: boolean;
  @Field(() => String, {
    description: 'Shown to the payer, in Spanish: "¡Registro exitoso!" or why the payment was refused.',
  })
  message!: string;
  @Field(() => ID, { nullable: true, description: 'The registration number (folio) when approved; null otherwise.' })
  registrationId!: number | null;
  @Field(() => Int, { description: 'Places paid for (or attempted).' }) spaces!: number;
  @Field(() => MoneyGql, { description: 'Total charged (or attempted), IVA included.' }) amount!: MoneyGql;
}

@ObjectType('CourseEnrolmentReport', {
  description: 'Who registered for a course and what was paid, for the enrolment report.',
})
export class CourseEnrolmentReportGql {
  @Field(() => CourseGql, { description: 'The course.' }) course!: CourseGql;
  @Field(() => [CourseRegistrationGql], {
    description:
      'Every payment attempt, paid or not, newest first. At most a few per place of the quota, so not paged.',
  })
  registrations!: CourseRegistrationGql[];
  @Field(() => Int, { description: 'Registrations with status PAID.' }) paidCount!: number;
  @Field(() => Int, { description: 'Places bought by the PAID registrations.' }) paidSpaces!: number;
  @Field(() => MoneyGql, { description: 'Total of the PAID registrations, IVA included.' }) paidAmount!: MoneyGql;
}

@InputType('CoursePaymentInput', {
  description:
    'A card payment for places of a course: the student (step "Datos") and the payment (step "Pago"). Every text is trimmed.',
})
export class CoursePaymentInput {
  @Field(() => ID, { description: 'The course; it must be in the public catalogue with registration open.' })
  courseId!: number;
  @Field(() => String, { description: described(paymentSchema, 'tokenId') }) tokenId!: string;
  @Field(() => String, { description: described(paymentSchema, 'fullname') }) fullname!: string;
  @Field(() => Int, { description: described(paymentSchema, 'spaces') }) spaces!: number;
  @Field(() => String, { description: described(paymentSchema, 'name') }) name!: string;
  @Field(() => String, { description: described(paymentSchema, 'lastname') }) lastname!: string;
  @Field(() => String, { description: described(paymentSchema, 'motherLastname') }) motherLastname!: string;
  @Field(() => String, { description: described(paymentSchema, 'email') }) email!: string;
  @Field(() => String, { description: described(paymentSchema, 'phone') }) phone!: string;
}

@InputType('CourseInput', {
  description: 'A course as the admin form saves it. Every text is trimmed; empty optional texts are stored as null.',
})
export class CourseInput {
  @Field(() => String, { description: described(courseSchema, 'name') }) name!: string;
  @Field(() => String, { nullable: true, description: described(courseSchema, 'subtopic') }) subtopic?: string | null;
  @Field(() => DateOnly, { description: described(courseSchema, 'date') }) date!: string;
  @Field(() => String, { nullable: true, description: described(courseSchema, 'time') }) time?: string | null;
  @Field(() => MoneyInput, { description: described(courseSchema, 'investment') }) investment!: MoneyInput;
  @Field(() => Int, { description: described(courseSchema, 'quota') }) quota!: number;
  @Field(() => Boolean, { description: described(courseSchema, 'active') }) active!: boolean;
  @Field(() => Boolean, { description: described(courseSchema, 'onlineRegistration') }) onlineRegistration!: boolean;
  @Field(() => String, { description: described(courseSchema, 'descriptionHtml') }) descriptionHtml!: string;
  @Field(() => CourseStatus, { description: described(courseSchema, 'status') }) status!: CourseStatus;
  @Field(() => String, { nullable: true, description: described(courseSchema, 'headquarterName') })
  headquarterName?: string | null;
  @Field(() => String, { nullable: true, description: described(courseSchema, 'headquarterAddress') })
  headquarterAddress?: string | null;
}
