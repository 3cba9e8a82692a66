import { MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Parser, unwrap } from '../../../lib/api-client.ts';

/** GET /clubs/{id}/branding: the club's name, logo and sponsor logos (set in the admin area). */
export interface Branding {
  name: string;
  logoUrl: string | null;
  sponsorLogos: { id: number; url: string }[];
}

export const parseBranding: Parser<Branding> = (data) => {
  if (typeof data !== 'object' || data === null) throw new Error('not a club branding');
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
  return { name, logoUrl, sponsorLogos };
};

export function useClubBranding(clubId: number | null | undefined) {
  return useQuery({
    queryKey: ['scoreboard', 'club-branding', clubId ?? 0],
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest('GET', `/clubs/${clubId}/branding`, {
          parse: parseBranding,
          fallback: MESSAGES.fetchClub,
          signal,
        }),
      ),
    enabled: typeof clubId === 'number',
    // Logos change rarely: a TV picks up new sponsors at its next page load or within the hour.
    staleTime: 60 * 60 * 1000,
    refetchInterval: 60 * 60 * 1000,
  });
}
