import type { ResultCardData } from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { paintResultCard } from '../../../lib/result-card-canvas.ts';

/** The 1080×1080 result card drawn on a canvas, shown scaled to the page's width. */
export function ScoreImage({
  data,
  canvasRef,
}: {
  data: ResultCardData;
  canvasRef: (canvas: HTMLCanvasElement | null) => void;
}) {
  const key = JSON.stringify(data);
  // Drawing is part of attaching the canvas; a canvas already showing this card is not redrawn.
  const attach = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (canvas && canvas.dataset.card !== key && paintResultCard(canvas, data)) canvas.dataset.card = key;
      canvasRef(canvas);
    },
    [key, data, canvasRef],
  );
  return (
    <canvas
      key={key}
      ref={attach}
      width={1080}
      height={1080}
      role="img"
      aria-label={i18n._(msg`Result image: ${data.team1Name} Vs ${data.team2Name}`)}
      data-testid="score-image"
      className="aspect-square w-full rounded-2xl shadow-lg"
    />
  );
}
