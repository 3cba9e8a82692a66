import { airtimeReportSchema, MESSAGES } from '@bandeja/contract';
import { useQuery } from '@tanstack/react-query';
import { statusMessage, tokenStore } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

/** The first and last day of a month 'YYYY-MM'. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** GET /clubs/{id}/sponsors/airtime for a month (docs/broadcast.md); no call until a club is chosen. */
export function useAirtime(clubId: number | null, month: string) {
  const period = monthPeriod(month);
  return useQuery({
    queryKey: queryKeys.clubAirtime(clubId, month),
    queryFn: () =>
      call('GET', `/clubs/${clubId}/sponsors/airtime`, airtimeReportSchema, MESSAGES.fetchAirtime, {
        query: period,
      }),
    enabled: clubId !== null,
  });
}

/**
 * Downloads the month's CSV (GET …/sponsors/airtime.csv): fetched with the session's token, which a
 * plain link would not carry, then saved under the server's file name.
 */
export async function downloadAirtimeCsv(clubId: number, month: string): Promise<void> {
  const { from, to } = monthPeriod(month);
  const token = tokenStore.get();
  const response = await fetch(`/api/clubs/${clubId}/sponsors/airtime.csv?from=${from}&to=${to}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(statusMessage(response.status));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `airtime-${clubId}-${from}-${to}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
