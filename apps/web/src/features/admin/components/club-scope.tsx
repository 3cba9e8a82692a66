import { isSuperAdmin } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useClubs } from '../api/clubs.ts';

/**
 * The club a club-scoped admin page (API tokens, webhooks) works on: a club admin's own; a super
 * admin picks one, the first by default.
 */
export function useClubScope() {
  const user = useCurrentUser();
  const clubs = useClubs();
  const [chosenClubId, setChosenClubId] = useState<number | null>(null);
  return {
    clubId: chosenClubId ?? user.clubId ?? clubs.data?.[0]?.id ?? null,
    clubs,
    canPick: isSuperAdmin(user),
    choose: setChosenClubId,
  };
}

export type ClubScope = ReturnType<typeof useClubScope>;

/** The super admin's club picker, and 'Create a club first' when there is no club at all. */
export function ClubScopeHeader({ scope }: { scope: ClubScope }) {
  const options = (scope.clubs.data ?? []).map((club) => ({ value: club.id, label: club.name }));
  return (
    <>
      {scope.canPick ? (
        <SelectField
          label={i18n._(msg`Club`)}
          className="mb-6 max-w-sm"
          options={options}
          placeholder={scope.clubs.isPending ? i18n._(msg`Loading clubs...`) : undefined}
          value={scope.clubId ?? ''}
          onChange={(event) => scope.choose(Number(event.target.value))}
        />
      ) : null}
      {hasNoClub(scope) ? (
        <div className="rounded-2xl bg-white p-10 text-center text-slate-500 shadow-sm ring-1 ring-slate-200">
          <Trans>Create a club first</Trans>
        </div>
      ) : null}
    </>
  );
}

/** No club to work on (none exists yet): the page shows only its header. */
export function hasNoClub(scope: ClubScope): boolean {
  return scope.clubId === null && !scope.clubs.isPending;
}
