/**
 * `@bandeja/contract/result-card`: the 1080×1080 result image of docs/product.md#result-image, drawn once for both
 * sides. The browser draws it on a <canvas> (results and share pages, attached to native shares);
 * the server draws the same design with @napi-rs/canvas for chat-app previews
 * (`/api/scores/share/{matchId}/image.png`). It needs only the 2D drawing calls both canvases
 * share, so it imports nothing but the engine's labels and stays out of the zod-based entry.
 */
export {
  isNotPlayed,
  type RallyPoints,
  RESULT_CARD_LABELS,
  RESULT_CARD_SIZE,
  type ResultCardData,
  type ResultCardLabels,
  type ResultCardSet,
  resultCardFootnote,
  resultCardSets,
  resultCardSetsFromSummary,
  resultCardSetsOfMatch,
  resultCardSetsOfView,
  resultDateOf,
  SHARE_TITLE,
  winnerNameOf,
} from './result-card-data.ts';
export { drawResultCard } from './result-card-draw.ts';
export type { CardContext, CardImage } from './result-card-paint.ts';
