import type { ResultCardData } from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { i18n } from '../lib/i18n/i18n.ts';
import { resultCardFile } from '../lib/result-card-canvas.ts';
import { Button } from './ui/button.tsx';

/** Whether this browser has the Web Share API (a desktop browser often has not). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Where the Web Share API is missing (docs/product.md#share-page): the match's link to copy and
 * the result image to download, instead of a share sheet the device does not have.
 */
export function ShareFallback({
  link,
  card,
  fileName,
  size = 'lg',
}: {
  link: string;
  card: ResultCardData;
  fileName: string;
  size?: 'md' | 'lg';
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const key = JSON.stringify(card);

  // The image is drawn once per card, on a canvas that is never shown, for the <a download>.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the card's content
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    void resultCardFile(card, fileName).then((file) => {
      if (cancelled || !file) return;
      url = URL.createObjectURL(file);
      setImageUrl(url);
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, fileName]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  const sizeClass = size === 'lg' ? 'px-3 py-3 text-base' : 'px-3 py-2 text-sm';
  return (
    <div className="flex flex-col gap-2" data-testid="share-fallback">
      <div className="grid grid-cols-2 gap-2">
        <Button size={size} className="min-h-11 leading-tight" onClick={() => void copyLink()}>
          {i18n._(msg`Copy link`)}
        </Button>
        <a
          href={imageUrl ?? undefined}
          download={fileName}
          aria-disabled={imageUrl === null}
          className={`inline-flex min-h-11 items-center justify-center rounded-lg text-center leading-tight bg-white font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 ${sizeClass} ${imageUrl === null ? 'pointer-events-none opacity-50' : ''}`}
        >
          {i18n._(msg`Download image`)}
        </a>
      </div>
      <p role="status" className="min-h-5 text-center text-sm text-slate-600">
        {copied === 'yes' ? i18n._(msg`Link copied`) : null}
        {copied === 'failed' ? (
          <>
            {i18n._(msg`Copy this link:`)} <span className="break-all select-all">{link}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
