import { createRequire } from 'node:module';
import {
  type CardImage,
  drawResultCard,
  RESULT_CARD_SIZE,
  type ResultCardData,
} from '@bandeja/contract/result-card';
import { createCanvas, GlobalFonts, type Image, loadImage } from '@napi-rs/canvas';

/**
 * The result image of docs/product.md#result-image rendered on the server: the same design the browser draws
 * (packages/contract/src/result-card.ts), with Inter (SIL OFL, from npm) registered here so the
 * picture does not depend on the fonts of the machine.
 */
export const CARD_FONT_FAMILY = 'BandejaInter';

const WEIGHTS = ['500Medium', '700Bold', '800ExtraBold', '900Black'] as const;

let fontsRegistered = false;
/** Registers Inter for server-side drawings (the result card; club events' standings image). */
export function registerFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  const root = require.resolve('@expo-google-fonts/inter/package.json').replace(/package\.json$/, '');
  for (const weight of WEIGHTS) {
    const key = GlobalFonts.registerFromPath(`${root}${weight}/Inter_${weight}.ttf`, CARD_FONT_FAMILY);
    if (!key) throw new Error(`could not register the Inter font ${weight}`);
  }
  fontsRegistered = true;
}

/**
 * The 1080×1080 PNG of a result, with the club's logo beside its name when `clubLogo` (its stored
 * bytes) is given. A logo that does not decode leaves the product's ball in its place.
 */
export async function renderResultImage(
  data: ResultCardData,
  clubLogo: Uint8Array | null = null,
): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(RESULT_CARD_SIZE, RESULT_CARD_SIZE);
  const context = canvas.getContext('2d');
  const image = clubLogo ? await decode(clubLogo) : null;
  const logo: CardImage | null = image && {
    width: image.width,
    height: image.height,
    drawAt: (x, y, w, h) => context.drawImage(image, x, y, w, h),
  };
  drawResultCard(context, data, CARD_FONT_FAMILY, logo);
  return canvas.encode('png');
}

async function decode(bytes: Uint8Array): Promise<Image | null> {
  try {
    return await loadImage(bytes);
  } catch {
    return null;
  }
}
