import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Screens poll or listen to the socket themselves; a focus refetch would only add load.
        refetchOnWindowFocus: false,
        retry: 1,
        staleTime: 5_000,
      },
    },
  });
}
