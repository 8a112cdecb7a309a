import { Field, ObjectType } from 'type-graphql';

/**
 * The name fields of an account as every object type shows them, declared once. An abstract
 * object type: the types that extend it inherit its fields, and it is not in the schema by itself.
 */
@ObjectType('PersonNames')
export class PersonNamesGql {
  @Field(() => String, { description: 'Given name(s).' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Paternal surname; null when the account has none.' }) lastname!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Maternal surname; null when the account has none.' })
  motherLastname!: string | null;
}

/** The name fields with the full name the lists and headings show, declared once. */
@ObjectType('NamedPerson')
export class NamedPersonGql extends PersonNamesGql {
  @Field(() => String, { description: 'Name, paternal and maternal surname, joined by spaces.' }) fullName!: string;
}
