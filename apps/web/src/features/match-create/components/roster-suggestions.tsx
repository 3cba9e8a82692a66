import type { PlayerName } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { addCourtPlayer, courtPlayersQuery } from '../api/court-players.ts';

/** How many roster names the form offers under a name field. */
const SHOWN = 5;

/**
 * The roster under the name field being typed (docs/players.md): the club's players whose name
 * holds what is typed, the court's recent players first; a tap names the match's player by the
 * roster. A name nobody on the roster has can join it ('New here? Add me'), else it stays a guest.
 */
export function RosterSuggestions({
  courtId,
  courtToken,
  typed,
  onPick,
}: {
  courtId: number;
  courtToken: string | null;
  typed: string;
  onPick: (player: PlayerName) => void;
}) {
  const search = useDeferredValue(typed.trim());
  const roster = useQuery(courtPlayersQuery(courtId, courtToken, search));
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState(false);
  // Without a roster (no right to it), the field is a plain name field.
  if (!roster.data) return null;
  const shown = roster.data.players.slice(0, SHOWN);
  const known = shown.some((player) => player.name.toLowerCase() === search.toLowerCase());

  const addMe = async () => {
    setAdding(true);
    setFailed(false);
    try {
      onPick(await addCourtPlayer(courtId, courtToken, search));
    } catch {
      setFailed(true);
    } finally {
      setAdding(false);
    }
  };

  return (
    <fieldset className="flex flex-wrap gap-2" aria-label={i18n._(msg`Club players`)}>
      {shown.map((player) => (
        <button
          key={player.id}
          type="button"
          // Before the name field's blur: the tap must land while the suggestions are still shown.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(player)}
          className="min-h-11 rounded-full bg-court-50 px-3 text-sm font-semibold text-court-800 ring-1 ring-inset ring-court-200 hover:bg-court-100"
        >
          {player.name}
        </button>
      ))}
      {search && !known ? (
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={addMe}
          disabled={adding}
          className="min-h-11 rounded-full bg-white px-3 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
        >
          <Trans>New here? Add me as {search}</Trans>
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className="w-full text-sm text-red-600">
          <Trans>Could not add you to the club's players. Your name is kept as a guest.</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}
