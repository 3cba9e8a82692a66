import type { PlayerName } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n.ts';

/** How many roster names a form offers under a name field. */
const SHOWN = 5;

/** A roster's answer: the club's players whose name holds the search, in the order to offer them. */
type Roster = { players: readonly PlayerName[] };

/**
 * The club's roster under a name field being typed (docs/players.md): the players whose name holds
 * what is typed, in the order `roster` answers them (the match form: the court's recent players
 * first); a tap names the player by the roster. With `onAdd`, a name nobody on the roster has can
 * join it ('New here? Add me'); else it stays a guest's. Used by the match form and the event form.
 */
export function RosterSuggestions<Answer extends Roster, Key extends QueryKey>({
  roster,
  typed,
  onPick,
  onAdd,
}: {
  /** The roster read by a search. */
  roster: (search: string) => UseQueryOptions<Answer, Error, Answer, Key>;
  typed: string;
  onPick: (player: PlayerName) => void;
  onAdd?: ((name: string) => Promise<PlayerName>) | undefined;
}) {
  const search = useDeferredValue(typed.trim());
  const found = useQuery(roster(search));
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState(false);
  // Without a roster (no right to it), the field is a plain name field.
  if (!found.data) return null;
  const shown = found.data.players.slice(0, SHOWN);
  const known = shown.some((player) => player.name.toLowerCase() === search.toLowerCase());

  const addMe = async (add: (name: string) => Promise<PlayerName>) => {
    setAdding(true);
    setFailed(false);
    try {
      onPick(await add(search));
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
      {onAdd && search && !known ? (
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => addMe(onAdd)}
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
