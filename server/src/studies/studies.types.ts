import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { DateTime } from '../graphql/date-scalars.js';

@ObjectType('StudyType')
export class StudyTypeGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType('StudyGroupRef')
export class StudyGroupRefGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType('StudyGroup')
export class StudyGroupGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'Sanitised HTML.' }) descriptionHtml!: string | null;
  @Field(() => Int) studyCount!: number;
  @Field(() => DateTime) createdAt!: Date;
  @Field(() => DateTime) updatedAt!: Date;
}

@ObjectType('PersonRef')
export class PersonRefGql {
  @Field(() => ID) id!: number;
  @Field(() => String) fullName!: string;
}

@ObjectType('StudyFile')
export class StudyFileGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Sniffed from the content when uploaded.' }) mediaType!: string;
  @Field(() => Float, { description: 'Bytes.' }) size!: number;
  @Field(() => String, { description: 'SHA-256 of the bytes, hex.' }) checksum!: string;
  @Field(() => DateTime) createdAt!: Date;
  @Field(() => String, { description: 'Download path /files/<id>, served with the bearer token.' }) url!: string;
}

@ObjectType('Study')
export class StudyGql {
  @Field(() => ID) id!: number;
  @Field(() => StudyTypeGql) studyType!: StudyTypeGql;
  @Field(() => PersonRefGql) patient!: PersonRefGql;
  @Field(() => PersonRefGql, { nullable: true }) doctor!: PersonRefGql | null;
  @Field(() => String, { description: 'YYYY-MM-DD' }) studyDate!: string;
  @Field(() => String, { description: 'in_progress or completed' }) status!: string;
  @Field(() => DateTime) createdAt!: Date;
  @Field(() => DateTime, { nullable: true, description: 'After it, doctor and patient no longer see the study.' }) expiresAt!: Date | null;
  @Field(() => Boolean) expired!: boolean;
  @Field(() => Boolean, { description: 'false: hidden from the doctor and the patient.' }) visible!: boolean;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => [StudyGroupRefGql]) groups!: StudyGroupRefGql[];
  @Field(() => [StudyFileGql]) files!: StudyFileGql[];
  @Field(() => String, { description: 'Download path of every file in one ZIP, served with the bearer token.' }) zipUrl!: string;
}

@ObjectType('StudyAccessEntry')
export class StudyAccessEntryGql {
  @Field(() => ID) id!: number;
  @Field(() => ID, { nullable: true }) fileId!: number | null;
  @Field(() => String, { nullable: true }) fileName!: string | null;
  @Field(() => ID, { nullable: true }) userId!: number | null;
  @Field(() => String, { nullable: true }) userName!: string | null;
  @Field(() => String, { description: 'view, download, upload or delete' }) action!: string;
  @Field(() => String, { nullable: true }) ip!: string | null;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
  @Field(() => DateTime) at!: Date;
}

@ObjectType('DayCount')
export class DayCountGql {
  @Field(() => String, { description: 'YYYY-MM-DD, lab time' }) day!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('ControlBoardTotals')
export class ControlBoardTotalsGql {
  @Field(() => Int) studies!: number;
  @Field(() => Int) hidden!: number;
  @Field(() => Int, { description: 'Expiring within 7 days.' }) expiringSoon!: number;
}

@ObjectType('ControlBoard')
export class ControlBoardGql {
  @Field(() => [DayCountGql], { description: 'Studies uploaded on each of the last 30 days.' }) uploaded!: DayCountGql[];
  @Field(() => [DayCountGql], { description: 'Studies viewed or downloaded on each of the last 30 days.' }) viewed!: DayCountGql[];
  @Field(() => [DayCountGql], { description: 'Studies expiring on each day from today to 30 days ahead.' }) expiring!: DayCountGql[];
  @Field(() => [StudyGql]) latestUploads!: StudyGql[];
  @Field(() => ControlBoardTotalsGql) totals!: ControlBoardTotalsGql;
}

@InputType()
export class StudyChangesInput {
  @Field(() => ID) studyTypeId!: number;
  @Field(() => String, { description: 'YYYY-MM-DD' }) studyDate!: string;
  @Field(() => Int, { nullable: true, description: 'Expires this many days from now; null: never. Left out on update: unchanged.' })
  expiresInDays?: number | null;
  @Field(() => String, { nullable: true, description: 'in_progress or completed (default)' }) status?: string;
  @Field(() => [ID], { nullable: true }) groupIds?: number[];
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType()
export class NewStudyInput extends StudyChangesInput {
  @Field(() => ID) patientId!: number;
  @Field(() => [ID], { description: 'Files uploaded beforehand with POST /studies/uploads.' }) fileIds!: number[];
}

@InputType()
export class StudyGroupInput {
  @Field(() => String) name!: string;
  @Field(() => String) descriptionHtml!: string;
}
