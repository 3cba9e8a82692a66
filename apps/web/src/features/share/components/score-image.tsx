import type { ResultCardData } from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { loadCardLogo, paintResultCard } from '../../../lib/result-card-canvas.ts';

/** The club's logo of the card, once loaded (the card is drawn without it until then). */
function useCardLogo(url: string | null | undefined): HTMLImageElement | null {
  const [logo, setLogo] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadCardLogo(url).then((image) => {
      if (!cancelled && url && image) setLogo({ url, image });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);
  return logo && logo.url === url ? logo.image : null;
}

/** The 1080×1080 result card drawn on a canvas, shown scaled to the page's width. */
export function ScoreImage({
  data,
  canvasRef,
}: {
  data: ResultCardData;
  canvasRef: (canvas: HTMLCanvasElement | null) => void;
}) {
  const logo = useCardLogo(data.clubLogoUrl);
  const key = `${JSON.stringify(data)}${logo ? ' with logo' : ''}`;
  // Drawing is part of attaching the canvas; a canvas already showing this card is not redrawn.
  const attach = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (canvas && canvas.dataset.card !== key && paintResultCard(canvas, data, logo))
        canvas.dataset.card = key;
      canvasRef(canvas);
    },
    [key, data, logo, canvasRef],
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
