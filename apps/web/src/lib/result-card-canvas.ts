import { drawResultCard, RESULT_CARD_SIZE, type ResultCardData } from '@bandeja/contract/result-card';

/**
 * The 1080×1080 result image of docs/product.md#result-image drawn in the browser, with the design the server also
 * uses for chat previews (packages/contract/src/result-card.ts). Shared by the results and share
 * pages.
 */
export const CARD_FONT_STACK = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** Draws the card on `canvas` (resized to 1080×1080); false when the browser has no 2D canvas. */
export function paintResultCard(canvas: HTMLCanvasElement, data: ResultCardData): boolean {
  canvas.width = RESULT_CARD_SIZE;
  canvas.height = RESULT_CARD_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return false;
  drawResultCard(context, data, CARD_FONT_STACK);
  return true;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch {
      resolve(null);
    }
  });
}

/** The card as a PNG file, drawn on a canvas that is never shown; null when it cannot be drawn. */
export async function resultCardFile(data: ResultCardData, fileName: string): Promise<File | null> {
  const canvas = document.createElement('canvas');
  if (!paintResultCard(canvas, data)) return null;
  const blob = await canvasToPng(canvas);
  return blob ? new File([blob], fileName, { type: 'image/png' }) : null;
}
