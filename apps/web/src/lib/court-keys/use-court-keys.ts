import type { CourtKeyMap, KeyAction } from '@bandeja/contract/plain';
import { KEY_ACTIONS, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../lib/resources/keys.ts';
import { apiRequest, type Parser } from '../api-client.ts';
import { actionOfKey, gamepadKeyName, isTextEntry, keyNameOf, MEDIA_SESSION_KEYS } from './key-names.ts';

export const courtKeysKey = queryKeys.courtKeys;

/** The server's answer, checked by hand: the boards carry no schema library. */
const parseCourtKeys = (data: unknown): CourtKeyMap | null => {
  const keys = (data as { keys?: unknown } | null)?.keys;
  if (keys === null || keys === undefined || typeof keys !== 'object') return null;
  const map = keys as Record<string, unknown>;
  const valid = KEY_ACTIONS.every(
    (action) =>
      Array.isArray(map[action]) && (map[action] as unknown[]).every((key) => typeof key === 'string'),
  );
  return valid ? (keys as CourtKeyMap) : null;
};

/** GET /courts/{id}/keys: the court's learned keys, null for the defaults. */
export function courtKeysQuery(courtId: number) {
  return {
    queryKey: courtKeysKey(courtId),
    queryFn: async () => {
      const answer = await apiRequest('GET', `/courts/${courtId}/keys`, {
        parse: parseCourtKeys satisfies Parser<CourtKeyMap | null>,
        fallback: SCREEN_MESSAGES.actionFailed,
        signOutOnUnauthorized: false,
      });
      // Unreadable (offline, signed out): the defaults still score.
      return answer.success ? answer.data : null;
    },
    staleTime: 5 * 60_000,
  };
}

const storageKey = (courtId: number) => `bandeja.courtKeys.${courtId}`;

/**
 * The keys this tablet last knew for its court (learned, or null for the defaults), undefined if
 * none: a reloaded tablet scores with its learned keys at once instead of the defaults until the
 * server answers (a replaced default would score meanwhile, a learned key would not).
 */
function storedCourtKeys(courtId: number): CourtKeyMap | null | undefined {
  try {
    const raw = localStorage.getItem(storageKey(courtId));
    return raw === null ? undefined : parseCourtKeys({ keys: JSON.parse(raw) });
  } catch {
    return undefined;
  }
}

function storeCourtKeys(courtId: number, keys: CourtKeyMap | null): void {
  try {
    localStorage.setItem(storageKey(courtId), JSON.stringify(keys));
  } catch {
    // Storage full or refused: the server's answer still comes at each load.
  }
}

export interface CourtKeysOptions {
  courtId: number | null;
  /** Off: keys do nothing (no match to score, a dialog of the page's own). */
  enabled: boolean;
  onAction: (action: KeyAction) => void;
  /** While set, every key goes here by name instead of scoring ('press the key for team 1 now'). */
  onLearn?: ((name: string) => void) | null;
}

/**
 * The court tablet as a hub for Bluetooth keys (docs/hardware.md, "On the court tablet and a
 * phone"): a presenter, keyboard, foot pedal or media remote paired with the tablet is a keyboard
 * to the browser, a media remote also reaches the Media Session API's actions, a gamepad the
 * Gamepad API. Each press is matched against the court's keys (learned, else Squore's defaults)
 * and handed to `onAction`: the page sends it like a tap on its own button. A key held down counts
 * once; a key with Ctrl, Alt or Meta stays the browser's; a key typed into a text field is the field's.
 */
export function useCourtKeys({ courtId, enabled, onAction, onLearn = null }: CourtKeysOptions): void {
  const keys = useQuery({
    ...courtKeysQuery(courtId ?? 0),
    enabled: courtId !== null,
    // What this tablet last knew, shown as old so the server is still asked at once.
    initialData: () => (courtId === null ? undefined : storedCourtKeys(courtId)),
    initialDataUpdatedAt: 0,
  });
  const known = keys.dataUpdatedAt > 0 ? keys.data : undefined;
  useEffect(() => {
    if (courtId !== null && known !== undefined) storeCourtKeys(courtId, known);
  }, [courtId, known]);
  const latest = useRef({ keys: keys.data ?? null, onAction, onLearn });
  latest.current = { keys: keys.data ?? null, onAction, onLearn };
  const listening = enabled || onLearn !== null;

  useEffect(() => {
    if (!listening) return;
    /** A key by name: learned, or its action sent. True when it was the court's. */
    const handle = (name: string): boolean => {
      const { keys: map, onAction: act, onLearn: learn } = latest.current;
      if (learn) {
        learn(name);
        return true;
      }
      const action = actionOfKey(map, name);
      if (action) act(action);
      return action !== null;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTextEntry(event.target) || isTextEntry(document.activeElement)) return;
      // Modifier keys alone are never a press (a learned Shift would be every capital letter).
      if (['Shift', 'Control', 'Alt', 'Meta', 'Tab', 'Escape', 'Enter', ' '].includes(event.key)) return;
      if (handle(keyNameOf(event.key))) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);

    // Media keys the browser routes to the Media Session rather than to the page.
    const session = 'mediaSession' in navigator ? navigator.mediaSession : null;
    const mediaActions = Object.keys(MEDIA_SESSION_KEYS) as (keyof typeof MEDIA_SESSION_KEYS)[];
    for (const action of mediaActions) {
      try {
        session?.setActionHandler(action, () => void handle(MEDIA_SESSION_KEYS[action]));
      } catch {
        // An action this browser does not know.
      }
    }

    // Gamepads are polled (the API has no button events) only while one is connected.
    let frame = 0;
    const pressed = new Map<number, boolean[]>();
    const poll = () => {
      const pads = navigator.getGamepads?.() ?? [];
      for (const pad of pads) {
        if (!pad) continue;
        const before = pressed.get(pad.index) ?? [];
        const now = pad.buttons.map((button) => button.pressed);
        now.forEach((down, button) => {
          if (down && !before[button]) handle(gamepadKeyName(button));
        });
        pressed.set(pad.index, now);
      }
      frame = requestAnimationFrame(poll);
    };
    const startPolling = () => {
      if (frame === 0) frame = requestAnimationFrame(poll);
    };
    window.addEventListener('gamepadconnected', startPolling);
    if ((navigator.getGamepads?.() ?? []).some(Boolean)) startPolling();

    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('gamepadconnected', startPolling);
      if (frame !== 0) cancelAnimationFrame(frame);
      for (const action of mediaActions) {
        try {
          session?.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [listening]);
}
