import { and, asc, between, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { bookings, buttons, clubs, courts, matches } from '../db/schema.ts';

export type ButtonRow = typeof buttons.$inferSelect;
export type NewButton = Pick<
  typeof buttons.$inferInsert,
  'courtId' | 'name' | 'label' | 'action' | 'doubleAction' | 'longAction' | 'mqttTopic' | 'secretHash'
>;

export async function insertButton(db: DbOrTx, values: NewButton): Promise<ButtonRow> {
  return theRow(await db.insert(buttons).values(values).returning(), 'insert into buttons returned no row');
}

/** The address a WatchButton is configured with (the secret goes in x-button-key or ?key=). */
export function buttonPressPath(buttonId: number): string {
  return `/api/buttons/${buttonId}/press`;
}

/** A button with the club of its court (for authorization). */
export interface ButtonWithClub {
  button: ButtonRow;
  clubId: number;
}

export async function findButtonWithClub(db: DbOrTx, id: number): Promise<ButtonWithClub | null> {
  const [row] = await db
    .select({ button: buttons, clubId: courts.clubId })
    .from(buttons)
    .innerJoin(courts, eq(courts.id, buttons.courtId))
    .where(eq(buttons.id, id))
    .limit(1);
  return row ?? null;
}

/** Buttons in id order, narrowed to a club and/or a court. */
export async function listButtons(
  db: DbOrTx,
  filter: { clubId?: number; courtId?: number },
): Promise<ButtonRow[]> {
  const rows = await db
    .select({ button: buttons })
    .from(buttons)
    .innerJoin(courts, eq(courts.id, buttons.courtId))
    .where(
      and(
        filter.clubId === undefined ? undefined : eq(courts.clubId, filter.clubId),
        filter.courtId === undefined ? undefined : eq(buttons.courtId, filter.courtId),
      ),
    )
    .orderBy(asc(buttons.id));
  return rows.map((row) => row.button);
}

export async function updateButton(
  db: DbOrTx,
  id: number,
  values: Partial<NewButton>,
): Promise<ButtonRow | null> {
  const [row] = await db
    .update(buttons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(buttons.id, id))
    .returning();
  return row ?? null;
}

export async function deleteButton(db: DbOrTx, id: number): Promise<void> {
  await db.delete(buttons).where(eq(buttons.id, id));
}

export async function findButtonByTopic(db: DbOrTx, topic: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: buttons.id })
    .from(buttons)
    .where(eq(buttons.mqttTopic, topic))
    .limit(1);
  return row ?? null;
}

/** The clubs that have an MQTT prefix. */
export async function listMqttPrefixes(db: DbOrTx): Promise<{ id: number; prefix: string }[]> {
  const rows = await db
    .select({ id: clubs.id, prefix: clubs.mqttPrefix })
    .from(clubs)
    .where(isNotNull(clubs.mqttPrefix));
  return rows.flatMap((row) => (row.prefix ? [{ id: row.id, prefix: row.prefix }] : []));
}

/**
 * Every button bound to an MQTT topic, with its club's prefix and, when the club has its own
 * broker, the club's id (the MQTT listeners' bindings: docs/hardware.md).
 */
export async function listMqttBindings(
  db: DbOrTx,
): Promise<{ id: number; topic: string; clubPrefix: string | null; brokerClubId: number | null }[]> {
  const rows = await db
    .select({
      id: buttons.id,
      topic: buttons.mqttTopic,
      clubPrefix: clubs.mqttPrefix,
      clubId: clubs.id,
      brokerUrl: clubs.mqttBrokerUrl,
    })
    .from(buttons)
    .innerJoin(courts, eq(courts.id, buttons.courtId))
    .innerJoin(clubs, eq(clubs.id, courts.clubId))
    .where(isNotNull(buttons.mqttTopic));
  return rows.flatMap((row) =>
    row.topic
      ? [
          {
            id: row.id,
            topic: row.topic,
            clubPrefix: row.clubPrefix,
            brokerClubId: row.brokerUrl ? row.clubId : null,
          },
        ]
      : [],
  );
}

/** The clubs with their own MQTT broker, the password as stored (encrypted). */
export async function listClubBrokers(
  db: DbOrTx,
): Promise<{ clubId: number; url: string; username: string | null; password: string | null }[]> {
  const rows = await db
    .select({
      clubId: clubs.id,
      url: clubs.mqttBrokerUrl,
      username: clubs.mqttBrokerUsername,
      password: clubs.mqttBrokerPassword,
    })
    .from(clubs)
    .where(isNotNull(clubs.mqttBrokerUrl));
  return rows.flatMap((row) => (row.url ? [{ ...row, url: row.url }] : []));
}

/**
 * Per court, the latest start of a match (live or finished) or of a booking (booked or started)
 * within [from, to]: the match a point button should have been pressed in (its 'silent' warning).
 */
export async function latestMatchStarts(
  db: DbOrTx,
  courtIds: readonly number[],
  window: { from: Date; to: Date },
): Promise<Map<number, Date>> {
  const starts = new Map<number, Date>();
  if (courtIds.length === 0) return starts;
  const keep = (courtId: number | null, at: Date | null) => {
    if (courtId === null || at === null) return;
    const known = starts.get(courtId);
    if (!known || known < at) starts.set(courtId, at);
  };
  const played = await db
    .select({ courtId: matches.courtId, at: max(matches.startTime) })
    .from(matches)
    .where(
      and(
        inArray(matches.courtId, [...courtIds]),
        inArray(matches.status, ['ongoing', 'finished']),
        between(matches.startTime, window.from, window.to),
      ),
    )
    .groupBy(matches.courtId);
  for (const row of played) keep(row.courtId, row.at);
  const booked = await db
    .select({ courtId: bookings.courtId, at: max(bookings.startsAt) })
    .from(bookings)
    .where(
      and(
        inArray(bookings.courtId, [...courtIds]),
        inArray(bookings.status, ['booked', 'started']),
        between(bookings.startsAt, window.from, window.to),
      ),
    )
    .groupBy(bookings.courtId);
  for (const row of booked) keep(row.courtId, row.at);
  return starts;
}
