import { type Booking, bookingStartBodySchema } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sayFailure } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { startBooking } from '../api/next-booking.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The clock the start button follows (it opens 15 minutes before the slot without a reload). */
function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type Slots = [string, string, string, string];

type BookedSlot = Booking['team1_players'][number] | undefined;

/** The booked players in the four fields' order: team 1's two players, then team 2's. */
function bookedOf(booking: Booking): [BookedSlot, BookedSlot, BookedSlot, BookedSlot] {
  const [a, b] = booking.team1_players;
  const [c, d] = booking.team2_players;
  return [a, b, c, d];
}

/** The four name fields from the booking. */
function namesOf(booking: Booking): Slots {
  const [a, b, c, d] = bookedOf(booking).map((player) => player?.name ?? '');
  return [a ?? '', b ?? '', c ?? '', d ?? ''];
}

/**
 * The court's next booking (docs/decisions/009-bookings.md): its slot and the players the booking
 * system knew, which the players confirm or fill in, then one tap starts the match with the slot
 * as its clock. The button works from 15 minutes before the slot to its end.
 */
export function NextBookingPanel({
  courtId,
  booking,
  startableFrom,
  onStarted,
}: {
  courtId: number;
  booking: Booking;
  startableFrom: string;
  onStarted: (matchId: string) => void;
}) {
  const now = useNow();
  const [names, setNames] = useState<Slots>(() => namesOf(booking));
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  // A booking changed by the booking system (another one, new names) refills the fields.
  const [shown, setShown] = useState(`${booking.id}:${booking.updated_at}`);
  if (shown !== `${booking.id}:${booking.updated_at}`) {
    setShown(`${booking.id}:${booking.updated_at}`);
    setNames(namesOf(booking));
    setError(null);
  }

  const singles = booking.match_type === 'singles';
  const opensAt = Date.parse(startableFrom);
  const open = now >= opensAt;
  const slot = `${timeFormat.format(new Date(booking.starts_at))} – ${timeFormat.format(new Date(booking.ends_at))}`;
  const fields = singles
    ? [
        { index: 0, label: i18n._(msg`Team 1 player`) },
        { index: 2, label: i18n._(msg`Team 2 player`) },
      ]
    : [
        { index: 0, label: i18n._(msg`Team 1 player 1`) },
        { index: 1, label: i18n._(msg`Team 1 player 2`) },
        { index: 2, label: i18n._(msg`Team 2 player 1`) },
        { index: 3, label: i18n._(msg`Team 2 player 2`) },
      ];

  /**
   * A field still holding the booked name names the roster player the booking system's reference
   * named (docs/players.md, "Players from bookings"); a name typed over it is a guest's.
   */
  const player = (index: number) => {
    const booked = bookedOf(booking)[index];
    const name = names[index] ?? '';
    return booked?.player_id && booked.name.trim() === name.trim()
      ? { name, playerId: booked.player_id }
      : { name };
  };

  const start = async () => {
    const body = {
      matchType: booking.match_type,
      team1Player1: player(0),
      team2Player1: player(2),
      ...(singles ? {} : { team1Player2: player(1), team2Player2: player(3) }),
    };
    const checked = bookingStartBodySchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? i18n._(msg`Enter the players`));
      return;
    }
    setError(null);
    setStarting(true);
    const answer = await startBooking(courtId, booking.id, body);
    setStarting(false);
    if (answer.success) onStarted(answer.data.match_id);
    else setError(sayFailure(answer));
  };

  return (
    <Card role="region" aria-labelledby="next-booking-title" className="mb-4 flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="next-booking-title" className="text-xl font-bold text-court-800">
          <Trans>Booked {slot}</Trans>
        </h2>
        <span className="text-sm font-semibold text-slate-600">
          {booking.slot_minutes} min · {singles ? i18n._(msg`Singles`) : i18n._(msg`Doubles`)}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        <Trans>Check the players' names, then start the match with one tap.</Trans>
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.index}
            label={field.label}
            value={names[field.index]}
            autoComplete="off"
            onChange={(event) => {
              const next: Slots = [...names];
              next[field.index] = event.target.value;
              setNames(next);
            }}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <Button
        size="lg"
        className="min-h-14 w-full text-lg"
        loading={starting}
        disabled={!open}
        onClick={() => void start()}
      >
        {open
          ? i18n._(msg`Start booked match`)
          : i18n._(msg`Starts at ${timeFormat.format(new Date(opensAt))}`)}
      </Button>
    </Card>
  );
}
