import { useEffect, useState } from 'react';
import { brandingOf, useFollowClub } from '../../lib/board/club-branding.ts';
import { playersPerTeamOf } from '../../lib/board/format.ts';
import { useCourtDisplay } from './api/get-court-display.ts';
import { ScoreBug } from './components/score-bug.tsx';
import { overlayOptions } from './lib/overlay-options.ts';
import { useCourtChannel } from './lib/use-court-channel.ts';
import { useCourtPhase } from './lib/use-court-phase.ts';

/**
 * The stream overlay (docs/displays.md): /overlay/court/{courtId}?position=&scale=&theme=, a score
 * bug on a transparent page for OBS or vMix browser sources. It follows its court like the court
 * display: nothing while the court is free, the bug while a match is on, the final score for the
 * club's minutes after it.
 */
export function OverlayPage({ courtId, search }: { courtId: number; search: string }) {
  const [options] = useState(() => overlayOptions(search));
  useEffect(() => {
    document.documentElement.dataset.transparent = '';
    return () => {
      delete document.documentElement.dataset.transparent;
    };
  }, []);
  const query = useCourtDisplay(courtId);
  useCourtChannel(courtId, () => void query.refetch());
  // The overlay speaks its club's language, or its address's ?lang= (docs/i18n.md).
  useFollowClub(query.data ? brandingOf(query.data.club) : undefined);
  const phase = useCourtPhase(query.data?.board, query.data?.club.result_display_minutes ?? 0);
  return (
    <div
      data-testid="overlay"
      data-state={phase.kind}
      data-transparent=""
      className="h-dvh w-full overflow-hidden"
    >
      {phase.kind === 'idle' ? null : (
        <ScoreBug score={phase.score} options={options} playersPerTeam={playersPerTeamOf(phase.score)} />
      )}
    </div>
  );
}
