/**
 * One schema for PGlite and PostgreSQL (docs/data.md), its tables in ./schema/: a club and what it is
 * made of; what is played on it; the people who play. Migrations in ../../drizzle are generated from it by drizzle-kit and
 * committed.
 */
import * as club from './schema/club.ts';
import * as people from './schema/people.ts';
import * as play from './schema/play.ts';

export * from './schema/club.ts';
export * from './schema/people.ts';
export * from './schema/play.ts';

export const schema = { ...club, ...play, ...people };
