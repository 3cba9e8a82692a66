import {
  type Club,
  type ClubBody,
  type ClubMqttBrokerBody,
  clubSchema,
  IMAGE_FIELD,
  MESSAGES,
} from '@bandeja/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { clubListQuery } from '../../../lib/resources/club-list.ts';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { useCrudMutations, useRefresh } from './crud.ts';

export function useClubs(enabled = true) {
  return useQuery({ ...clubListQuery(), enabled });
}

function imageForm(file: File): FormData {
  const form = new FormData();
  form.append(IMAGE_FIELD, file);
  return form;
}

/** Every club change answers the club; the list is refreshed after each. */
export function useClubMutations() {
  const onSuccess = useRefresh(queryKeys.clubs);
  return {
    ...useCrudMutations<Club, ClubBody, ClubBody>({
      path: '/clubs',
      row: clubSchema,
      messages: { create: MESSAGES.createClub, update: MESSAGES.updateClub, remove: MESSAGES.deleteClub },
      refresh: queryKeys.clubs,
    }),
    uploadLogo: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) =>
        call('POST', `/clubs/${id}/logo`, clubSchema, MESSAGES.uploadLogo, { formData: imageForm(file) }),
      onSuccess,
    }),
    removeLogo: useMutation({
      mutationFn: (id: number) => call('DELETE', `/clubs/${id}/logo`, clubSchema, MESSAGES.removeLogo),
      onSuccess,
    }),
    addSponsor: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) =>
        call('POST', `/clubs/${id}/sponsors`, clubSchema, MESSAGES.uploadLogo, { formData: imageForm(file) }),
      onSuccess,
    }),
    setMqttBroker: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ClubMqttBrokerBody }) =>
        call('PUT', `/clubs/${id}/mqtt-broker`, clubSchema, MESSAGES.updateClub, { body }),
      onSuccess,
    }),
    removeSponsor: useMutation({
      mutationFn: ({ id, sponsorId }: { id: number; sponsorId: number }) =>
        call('DELETE', `/clubs/${id}/sponsors/${sponsorId}`, clubSchema, MESSAGES.removeLogo),
      onSuccess,
    }),
  };
}
