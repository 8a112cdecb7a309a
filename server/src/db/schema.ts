/** Every drizzle table of every feature; drizzle-kit and the database client read this file. */
export * from '../users/users.tables.js';
export * from '../users/pre-registrations.tables.js';
export * from '../auth/auth.tables.js';
export * from '../courses/courses.tables.js';
export * from '../chat/chat.tables.js';
export * from '../studies/studies.tables.js';
export * from '../files/files.tables.js';
export * from '../common/rate-limits.tables.js';
export * from '../access-log/access-log.tables.js';
