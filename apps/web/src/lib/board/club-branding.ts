import type { ClubBranding } from '@bandeja/contract';
import {
  isLanguage,
  isVoice,
  type Language,
  RESULT_DISPLAY_MINUTES_DEFAULT,
  SCREEN_MESSAGES,
  type Voice,
} from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery, type Parser } from '../api-client.ts';
import { followClub } from '../i18n/i18n.ts';

/**
 * GET /clubs/{id}/branding: the club's name, logo and sponsor logos (set in the admin area), and
 * how long its court displays show a result.
 */
export interface Branding {
  /** The club's id (its TVs report their sponsors' airtime to it, docs/broadcast.md); null when unknown. */
  clubId: number | null;
  name: string;
  logoUrl: string | null;
  sponsorLogos: { id: number; url: string }[];
  resultDisplayMinutes: number;
  /** The club's language and the voice of its spoken calls (docs/i18n.md). */
  language: Language | null;
  voice: Voice | null;
}

/** The branding of a display's answer (already checked by the server against the contract). */
export function brandingOf(club: ClubBranding): Branding {
  return {
    clubId: club.id,
    name: club.name,
    logoUrl: club.logo_url,
    sponsorLogos: club.sponsor_logos,
    resultDisplayMinutes: club.result_display_minutes,
    language: club.language,
    voice: club.voice,
  };
}

export const parseBranding: Parser<Branding> = (data) => {
  if (typeof data !== 'object' || data === null) throw new Error('not a club branding');
  const clubId = 'id' in data && typeof data.id === 'number' ? data.id : null;
  const name = 'name' in data && typeof data.name === 'string' ? data.name : '';
  const logoUrl = 'logo_url' in data && typeof data.logo_url === 'string' ? data.logo_url : null;
  const logos = 'sponsor_logos' in data && Array.isArray(data.sponsor_logos) ? data.sponsor_logos : [];
  const sponsorLogos = logos.flatMap((logo: unknown) =>
    typeof logo === 'object' &&
    logo !== null &&
    'id' in logo &&
    typeof logo.id === 'number' &&
    'url' in logo &&
    typeof logo.url === 'string'
      ? [{ id: logo.id, url: logo.url }]
      : [],
  );
  const minutes = 'result_display_minutes' in data ? data.result_display_minutes : undefined;
  const resultDisplayMinutes = typeof minutes === 'number' ? minutes : RESULT_DISPLAY_MINUTES_DEFAULT;
  const language = 'language' in data && isLanguage(data.language) ? data.language : null;
  const voice = 'voice' in data && isVoice(data.voice) ? data.voice : null;
  return { clubId, name, logoUrl, sponsorLogos, resultDisplayMinutes, language, voice };
};

// Resource first, like lib/resources/keys.ts (the board app has its own cache: no table here).
export const brandingKey = (clubId: number | null | undefined) =>
  ['clubs', String(clubId ?? 0), 'branding'] as const;

export function useClubBranding(clubId: number | null | undefined) {
  return useQuery({
    queryKey: brandingKey(clubId),
    queryFn: apiQuery(`/clubs/${clubId}/branding`, {
      parse: parseBranding,
      fallback: SCREEN_MESSAGES.fetchClub,
    }),
    enabled: typeof clubId === 'number',
    // Logos change rarely: a TV picks up new sponsors at its next page load or within the hour.
    staleTime: 60 * 60 * 1000,
    refetchInterval: 60 * 60 * 1000,
  });
}

/**
 * A screen that knows its club speaks the club's language (unless the device or the address chose
 * one) and calls the score in the club's voice (docs/decisions/008-internationalisation.md).
 */
export function useFollowClub(branding: Branding | undefined): void {
  const language = branding?.language ?? null;
  const voice = branding?.voice ?? null;
  useEffect(() => followClub({ language, voice }), [language, voice]);
}
