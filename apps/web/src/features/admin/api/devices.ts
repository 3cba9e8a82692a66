import { deletedSchema, deviceSessionListSchema, MESSAGES } from '@bandeja/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

const devicesKey = queryKeys.userDevices;

/** A court user's signed-in devices (docs/api.md "Device sessions"). */
export function useDevices(userId: number) {
  return useQuery({
    queryKey: devicesKey(userId),
    queryFn: async () =>
      (await call('GET', `/users/${userId}/devices`, deviceSessionListSchema, MESSAGES.fetchDeviceSessions))
        .devices,
  });
}

/** Signs one device out: its next request answers 401 and it shows the sign-in page. */
export function useSignOutDevice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) =>
      call('DELETE', `/users/${userId}/devices/${deviceId}`, deletedSchema, MESSAGES.signOutDevice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(userId) }),
  });
}
