import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { DateTime } from '../graphql/date-scalars.js';

export enum CourseCatalogueState {
  AVAILABLE = 'AVAILABLE',
  FULL = 'FULL',
  EXPIRED = 'EXPIRED',
}
registerEnumType(CourseCatalogueState, {
  name: 'CourseCatalogueState',
  description: 'Curso vencido (on or after its date), Cupo lleno (no places left), else available.',
});

@ObjectType('Course')
export class CourseGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'Promo text with prices and a deadline phrase.' }) subtopic!: string | null;
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String, { nullable: true, description: 'Schedule, e.g. "9:00 a 14:00 h".' }) time!: string | null;
  @Field(() => Float, { description: 'Price per place in MXN, IVA included.' }) investment!: number;
  @Field(() => Int) investmentCents!: number;
  @Field(() => Int) quota!: number;
  @Field(() => Int) soldSpace!: number;
  @Field(() => Int, { description: 'quota minus sold_space, never below 0' }) availableSpaces!: number;
  @Field(() => Boolean) status!: boolean;
  @Field(() => Boolean) onlineRegistration!: boolean;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'Sanitised HTML.' }) descriptionHtml!: string | null;
  @Field(() => Int, { description: '1 registration open, 2 cancelled, 3 registration closed' }) courseStatusId!: number;
  @Field(() => String, { nullable: true }) headquarterName!: string | null;
  @Field(() => String, { nullable: true }) headquarterAddress!: string | null;
  @Field(() => CourseCatalogueState) catalogueState!: CourseCatalogueState;
}

@ObjectType('CourseRegistration')
export class CourseRegistrationGql {
  @Field(() => ID) id!: number;
  @Field(() => ID) courseId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String) motherLastname!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => Int) spaces!: number;
  @Field(() => Int) amountCents!: number;
  @Field(() => String, { description: 'pending, paid, declined or failed' }) status!: string;
  @Field(() => String, { nullable: true }) failureMessage!: string | null;
  @Field(() => String) paymentProvider!: string;
  @Field(() => String, { nullable: true }) providerOrderId!: string | null;
  @Field(() => DateTime) createdAt!: Date;
  @Field(() => DateTime, { nullable: true }) paidAt!: Date | null;
}

@ObjectType('CoursePaymentResult')
export class CoursePaymentResultGql {
  @Field(() => Boolean) approved!: boolean;
  @Field(() => String, { description: 'Shown to the payer: ¡Registro exitoso! or the rejection.' }) message!: string;
  @Field(() => Int, { nullable: true, description: 'Registration number (folio).' }) registrationId!: number | null;
  @Field(() => Int) spaces!: number;
  @Field(() => Int) amountCents!: number;
}

@ObjectType('CourseEnrolmentReport')
export class CourseEnrolmentReportGql {
  @Field(() => CourseGql) course!: CourseGql;
  @Field(() => [CourseRegistrationGql]) registrations!: CourseRegistrationGql[];
  @Field(() => Int) paidCount!: number;
  @Field(() => Int) paidSpaces!: number;
  @Field(() => Int) paidAmountCents!: number;
}

@InputType()
export class CoursePaymentInput {
  @Field(() => ID) courseId!: number;
  @Field(() => String, { description: 'Card token made in the browser by the provider.' }) tokenId!: string;
  @Field(() => String, { description: 'Cardholder name.' }) fullname!: string;
  @Field(() => Int) spaces!: number;
  @Field(() => String) name!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String) motherLastname!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
}

@InputType()
export class CourseInputGql {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) subtopic?: string | null;
  @Field(() => String) date!: string;
  @Field(() => String, { nullable: true }) time?: string | null;
  @Field(() => Float) investment!: number;
  @Field(() => Int) quota!: number;
  @Field(() => Boolean) status!: boolean;
  @Field(() => Boolean) onlineRegistration!: boolean;
  @Field(() => String) descriptionHtml!: string;
  @Field(() => Int) courseStatusId!: number;
  @Field(() => String, { nullable: true }) headquarterName?: string | null;
  @Field(() => String, { nullable: true }) headquarterAddress?: string | null;
}
