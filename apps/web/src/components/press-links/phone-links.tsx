import type { PressLink } from '@bandeja/contract';
import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { sayFailure } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { queryKeys } from '../../lib/resources/keys.ts';
import { QrCard } from '../ui/qr-code.tsx';
import { Spinner } from '../ui/spinner.tsx';

type Team = PressLink['team'];

/** POST /matches/{matchId}/press-links: signed in as a controller, or with the court's token. */
async function fetchPressLink(matchId: string, team: Team, courtToken: string | null): Promise<PressLink> {
  const answer = await apiRequest<PressLink>('POST', `/matches/${encodeURIComponent(matchId)}/press-links`, {
    body: { team, ...(courtToken ? { courtToken } : {}) },
    parse: (data) => data as PressLink,
    fallback: SCREEN_MESSAGES.actionFailed,
    signOutOnUnauthorized: false,
  });
  if (!answer.success) throw new Error(sayFailure(answer));
  return answer.data;
}

/**
 * 'Score from a phone' (docs/hardware.md, "On the court tablet and a phone"): one QR code per team;
 * the phone that scans it gets two big buttons for that match only, until the link expires. On the
 * phone that shows it, the link opens the same page.
 */
export function PhoneLinks({
  matchId,
  teamNames,
  courtToken = null,
}: {
  matchId: string;
  teamNames: { team1: string; team2: string };
  courtToken?: string | null;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="phone-links">
      {(['team1', 'team2'] as const).map((team) => (
        <PhoneLink key={team} matchId={matchId} team={team} name={teamNames[team]} courtToken={courtToken} />
      ))}
    </div>
  );
}

function PhoneLink({
  matchId,
  team,
  name,
  courtToken,
}: {
  matchId: string;
  team: Team;
  name: string;
  courtToken: string | null;
}) {
  const link = useQuery({
    queryKey: queryKeys.matchPressLink(matchId, team),
    queryFn: () => fetchPressLink(matchId, team, courtToken),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const label = i18n._(msg`Score from a phone for ${name}`);
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 p-3 text-center ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-slate-800">{name}</p>
      {link.data ? (
        <>
          <QrCard url={link.data.url} size={168} label={label} />
          <a
            href={link.data.url}
            data-testid={`phone-link-${team}`}
            className="text-sm font-semibold text-court-700 underline"
          >
            <Trans>Open on this phone</Trans>
          </a>
        </>
      ) : link.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {link.error.message}
        </p>
      ) : (
        <Spinner label={label} />
      )}
    </div>
  );
}
