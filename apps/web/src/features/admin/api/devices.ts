import { deletedSchema, deviceSessionListSchema, MESSAGES } from '@bandeja/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { listQuery, useRefresh } from './crud.ts';

const devicesKey = queryKeys.userDevices;

/** A court user's signed-in devices (docs/api.md "Device sessions"). */
export function useDevices(userId: number) {
  return useQuery(
    listQuery(
      devicesKey(userId),
      `/users/${userId}/devices`,
      deviceSessionListSchema,
      MESSAGES.fetchDeviceSessions,
      (answer) => answer.devices,
    ),
  );
}

/** Signs one device out: its next request answers 401 and it shows the sign-in page. */
export function useSignOutDevice(userId: number) {
  return useMutation({
    mutationFn: (deviceId: number) =>
      call('DELETE', `/users/${userId}/devices/${deviceId}`, deletedSchema, MESSAGES.signOutDevice),
    onSuccess: useRefresh(devicesKey(userId)),
  });
}
