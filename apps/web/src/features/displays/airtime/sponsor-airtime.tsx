import { AIRTIME_BEATS_MAX, airtimeBeatsAnswerSchema } from '@bandeja/contract';
import { HEADERS, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverNow } from '../../../lib/board/server-clock.ts';
import { withSchema } from '../../../lib/schema-parser.ts';
import { connection } from '../../../lib/socket.ts';
import { displayToken } from '../api/display-self.ts';
import { AirtimeMeter } from './airtime-meter.ts';

/** How often the screen is looked at, and how often the queue is sent. */
const TICK_MS = 1000;
const SEND_MS = 15_000;
/** A logo counts when at least this much of it is inside the screen. */
const VISIBLE_SHARE = 0.5;

/**
 * The sponsor logos this page shows right now: loaded, at least half inside the window, not hidden
 * — and none while the page is hidden or the TV offline (docs/broadcast.md).
 */
function visibleSponsors(): Set<number> {
  const shown = new Set<number>();
  if (document.visibilityState !== 'visible' || !navigator.onLine || connection.get() !== 'connected')
    return shown;
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-sponsor-id]')) {
    if (!image.complete || image.naturalWidth === 0) continue;
    const box = image.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
    const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
    const area = box.width * box.height;
    if (area === 0 || (width * height) / area < VISIBLE_SHARE) continue;
    if (getComputedStyle(image).visibility === 'hidden') continue;
    shown.add(Number(image.dataset.sponsorId));
  }
  return shown;
}

/**
 * Counts the airtime of the club's sponsor logos on a paired TV and sends it (docs/broadcast.md):
 * a look every second, the queue sent every 15 s and when the network is back. What the server
 * refuses for good (400, 401, 403) is dropped; anything else is sent again later. Renders nothing.
 */
export default function SponsorAirtime({ clubId }: { clubId: number }) {
  // Only a paired TV counts: a page opened by its address has no device token.
  const token = displayToken.get();
  useEffect(() => {
    if (!token) return;
    const meter = new AirtimeMeter(clubId, { storage: localStorage, newId: () => crypto.randomUUID() });
    let sending = false;
    const send = async () => {
      meter.cut();
      const beats = meter.pending(AIRTIME_BEATS_MAX);
      if (sending || beats.length === 0 || !navigator.onLine) return;
      sending = true;
      try {
        const answer = await apiRequest('POST', `/clubs/${clubId}/sponsors/airtime`, {
          body: { beats },
          headers: { [HEADERS.displayToken]: token },
          parse: withSchema(airtimeBeatsAnswerSchema),
          fallback: SCREEN_MESSAGES.sendAirtime,
          signOutOnUnauthorized: false,
        });
        const final = !answer.success && [400, 401, 403].includes(answer.status);
        if (answer.success || final) meter.acknowledge(beats.map((beat) => beat.id));
      } finally {
        sending = false;
      }
    };
    const look = setInterval(() => meter.tick(visibleSponsors(), serverNow()), TICK_MS);
    const sender = setInterval(() => void send(), SEND_MS);
    const online = () => void send();
    // Leaving the page closes what was on screen, so the next page sends it.
    const leave = () => meter.tick(new Set(), serverNow());
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leave);
    void send();
    return () => {
      clearInterval(look);
      clearInterval(sender);
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [clubId, token]);
  return null;
}
