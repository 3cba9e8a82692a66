import { drawResultCard, RESULT_CARD_SIZE, type ResultCardData } from '@bandeja/contract/result-card';

/**
 * The 1080×1080 result image of docs/product.md#result-image drawn in the browser, with the design the server also
 * uses for chat previews (packages/contract/src/result-card.ts). Shared by the results and share
 * pages.
 */
export const CARD_FONT_STACK = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/**
 * Draws the card on `canvas` (resized to 1080×1080), with the club's logo when it is loaded
 * (`loadCardLogo`); false when the browser has no 2D canvas.
 */
export function paintResultCard(
  canvas: HTMLCanvasElement,
  data: ResultCardData,
  clubLogo: HTMLImageElement | null = null,
): boolean {
  canvas.width = RESULT_CARD_SIZE;
  canvas.height = RESULT_CARD_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return false;
  drawResultCard(
    context,
    data,
    CARD_FONT_STACK,
    clubLogo && {
      width: clubLogo.naturalWidth,
      height: clubLogo.naturalHeight,
      drawAt: (x, y, w, h) => context.drawImage(clubLogo, x, y, w, h),
    },
  );
  return true;
}

/**
 * The club's logo of `data.clubLogoUrl`, decoded for the card; null without one or when it does not
 * load (the card then shows the product's ball). Same-origin, so the canvas stays exportable.
 */
export function loadCardLogo(url: string | null | undefined): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
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
  if (!paintResultCard(canvas, data, await loadCardLogo(data.clubLogoUrl))) return null;
  const blob = await canvasToPng(canvas);
  return blob ? new File([blob], fileName, { type: 'image/png' }) : null;
}
