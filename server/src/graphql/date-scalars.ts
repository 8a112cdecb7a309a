import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isCalendarDay } from '../../../shared/calendar-day.js';
import { messages } from '../../../shared/messages.js';

const refuse = (node?: import('graphql').ValueNode) =>
  new GraphQLError(messages.dateInvalid, { nodes: node, extensions: { code: 'BAD_USER_INPUT' } });

/**
 * An instant: ISO 8601 with its offset on the wire (`2026-11-23T18:05:00.000Z`), a JS Date in
 * resolvers. Answers are always in UTC; the app shows them in the user's time zone.
 */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description:
    'An instant, as an ISO 8601 string with its offset, e.g. "2026-11-23T18:05:00.000Z". Answers are always in UTC (Z); show them in the user\'s time zone. Sent values must carry an offset.',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent this value');
    return date.toISOString();
  },
  parseValue(value) {
    return parseInstant(value);
  },
  parseLiteral(node) {
    if (node.kind !== Kind.STRING) throw refuse(node);
    return parseInstant(node.value, node);
  },
});

function parseInstant(value: unknown, node?: import('graphql').ValueNode): Date {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  )
    throw refuse(node);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw refuse(node);
  return date;
}

/**
 * A calendar day without a time or a time zone, `YYYY-MM-DD` both ways (a birth date, the day of
 * a study or a course). Days computed from instants (a message's day) are the lab's days, in
 * America/Mexico_City, and each field says so.
 */
export const DateOnly = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar day, "YYYY-MM-DD", with no time and no time zone, e.g. "2026-11-23".',
  // What goes out was a day when it was stored (a `date` column, or an input parsed below): only
  // its shape is checked, once per row of every list that shows a birth date.
  serialize(value) {
    const day = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new GraphQLError('Date cannot represent this value');
    return day;
  },
  parseValue(value) {
    if (typeof value !== 'string' || !isCalendarDay(value)) throw refuse();
    return value;
  },
  parseLiteral(node) {
    if (node.kind !== Kind.STRING || !isCalendarDay(node.value)) throw refuse(node);
    return node.value;
  },
});
