import type { LiveScore, Match } from '@bandeja/contract';
import { isWarmUp, splitTeamName } from '@bandeja/contract/plain';
import { presetById } from '@bandeja/scoring';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import {
  describeDeuceMode,
  describeFormat,
  describeMatchType,
  describeServiceMode,
} from '../../../lib/i18n/rule-labels.ts';
import { WARM_UP_TEXT } from '../messages.ts';
import { rulesOfMatch } from '../result-entry.ts';

function InfoCard({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <h2 className="text-xs font-bold uppercase tracking-wide text-slate-500">{title}</h2>
      <div className="mt-1.5">{children}</div>
    </section>
  );
}

function TeamName({ name }: { name: string }) {
  const [first, second] = splitTeamName(name);
  return (
    <span className="min-w-0 truncate font-semibold text-slate-900">
      {first}
      {second ? <span className="text-slate-400"> &amp; </span> : null}
      {second}
    </span>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The match's format in one line (the engine's words); the game rule alone for an older format. */
function formatLine(match: Match): string {
  const rules = rulesOfMatch(match.settings);
  return rules ? describeFormat(rules) : describeDeuceMode(match.settings.goldenPointMode);
}

/** The Teams, Format ('Best of N sets') and Status cards (docs/product.md#control-screen). */
export function MatchCards({ match, score }: { match: Match; score: LiveScore | undefined }) {
  const team1 = score?.team1_name ?? match.team1_name;
  const team2 = score?.team2_name ?? match.team2_name;
  // In warm-up the live score has no start time yet (the match record may be read before it had one).
  const startTime = score ? score.start_time : match.start_time;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)]">
      <InfoCard title={i18n._(msg`Teams`)} className="col-span-2 lg:col-span-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-base">
          <TeamName name={team1} />
          <span className="text-sm font-medium text-slate-500">vs</span>
          <TeamName name={team2} />
        </p>
      </InfoCard>
      <InfoCard title={i18n._(msg`Format`)}>
        <p className="font-semibold text-slate-900">
          {[describeMatchType(match.settings.matchType), presetById(match.settings.presetId)?.name]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs text-slate-500" data-testid="format-details">
          {formatLine(match)} · {describeServiceMode(match.settings.serviceConfig.mode)}
        </p>
      </InfoCard>
      <InfoCard title={i18n._(msg`Status`)}>
        <StatusBadge
          status={score?.status ?? (match.status === 'scheduled' ? 'pending' : match.status)}
          label={score && isWarmUp(score) ? WARM_UP_TEXT.badge : undefined}
        />
        {startTime ? (
          <p className="mt-1 text-xs text-slate-500">
            <Trans>Started {timeFormat.format(new Date(startTime))}</Trans>
          </p>
        ) : null}
      </InfoCard>
    </div>
  );
}
