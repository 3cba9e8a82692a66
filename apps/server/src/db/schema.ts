/**
 * One schema for PGlite and PostgreSQL (docs/data.md), one file a part under ./schema/. Migrations in
 * ../../drizzle are generated from it by drizzle-kit and committed.
 */

import { clubSponsorLogos, clubs, courts, deviceSessions, users } from './schema/clubs.ts';
import { buttonPresses, buttons, displays } from './schema/devices.ts';
import { eventGames, eventRounds, events } from './schema/events.ts';
import { bookings, clubApiTokens, webhookDeliveries, webhookEndpoints } from './schema/integrations.ts';
import { matchEvents, matches, scoreSnapshots } from './schema/matches.ts';

export {
  bookings,
  buttonPresses,
  buttons,
  clubApiTokens,
  clubSponsorLogos,
  clubs,
  courts,
  deviceSessions,
  displays,
  eventGames,
  eventRounds,
  events,
  matchEvents,
  matches,
  scoreSnapshots,
  users,
  webhookDeliveries,
  webhookEndpoints,
};

export const schema = {
  clubs,
  clubSponsorLogos,
  courts,
  users,
  buttons,
  matches,
  matchEvents,
  scoreSnapshots,
  buttonPresses,
  displays,
  clubApiTokens,
  bookings,
  webhookEndpoints,
  webhookDeliveries,
  events,
  eventRounds,
  eventGames,
  deviceSessions,
};
