/** A person's full name as the spec shows it: name, paternal and maternal surname, the empty ones left out. */
export function fullNameOf(person: { name: string; lastname: string | null; motherLastname: string | null }): string {
  return [person.name, person.lastname, person.motherLastname].filter(Boolean).join(' ');
}
