import { dashboardStatsSchema, MESSAGES } from '@bandeja/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { CLUB_ADMIN_REFRESH_MS } from './matches.ts';

/** GET /dashboard/stats: the three cards (a club admin's club's figures). */
export function useDashboardStats(refresh: boolean) {
  return useQuery({
    queryKey: queryKeys.dashboardStats,
    queryFn: () => call('GET', '/dashboard/stats', dashboardStatsSchema, MESSAGES.fetchDashboardStats),
    refetchInterval: refresh ? CLUB_ADMIN_REFRESH_MS : false,
  });
}
