import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { DateOnly } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import type { SearchResultKind } from './search.service.js';

export enum SearchResultKindGql {
  PATIENT = 'patient',
  USER = 'user',
  COURSE = 'course',
}
registerEnumType(SearchResultKindGql, {
  name: 'SearchResultKind',
  description: 'What a search result is.',
  valuesConfig: {
    PATIENT: { description: 'A patient; `path` opens their studies in the virtual lab.' },
    USER: { description: 'A staff account (admin, doctor, laboratory, office-admin); `path` opens its detail.' },
    COURSE: { description: 'A course of the catalogue; `path` opens its administration form.' },
  },
});

@ObjectType('SearchResult', { description: 'Something found by `search`, with the portal page that opens it.' })
export class SearchResultGql {
  @Field(() => SearchResultKindGql, { description: 'What it is.' }) kind!: SearchResultKind;
  @Field(() => ID, { description: 'The id of the patient, account or course.' }) id!: number;
  @Field(() => String, { description: "What to show first: a person's full name or the course's name." })
  title!: string;
  @Field(() => String, {
    nullable: true,
    description: "A second line: a person's email, a course's venue; null when there is none.",
  })
  subtitle!: string | null;
  @Field(() => DateOnly, { nullable: true, description: 'For courses: the course day; null for people.' })
  date!: string | null;
  @Field(() => String, {
    description:
      'The portal path that opens it, e.g. "/virtuallab/patients/42"; the app may map it to its own screens.',
  })
  path!: string;
}
