import {
  CLUB_TOKEN_PREFIX,
  type ClubApiToken,
  type ClubApiTokenWithSecret,
  clubApiTokenCreateBodySchema,
  MESSAGES,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { publicUrl } from '../../../lib/public-url.ts';
import { toast } from '../../../lib/toast.tsx';
import { useApiTokenMutations, useApiTokens } from '../api/api-tokens.ts';
import { useClubs } from '../api/clubs.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CopyLine } from '../components/copy-line.tsx';
import { type Column, DataTable } from '../components/data-table.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { ListStates, PageHeader } from '../components/list-states.tsx';
import { SelectField } from '../components/select-field.tsx';
import { errorText, formatDateTime } from '../lib/format.ts';

/** The server's API reference page (Swagger UI, served by the server itself). */
const API_REFERENCE = '/api/docs';

const COLUMNS: Column<ClubApiToken>[] = [
  { header: 'Name', cell: (token) => <span className="font-medium">{token.name}</span> },
  {
    header: 'Token',
    cell: (token) => <code className="font-score text-sm">{`${CLUB_TOKEN_PREFIX}…${token.hint}`}</code>,
  },
  { header: 'Created', cell: (token) => formatDateTime(token.created_at) },
  {
    header: 'Last used',
    cell: (token) => (token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'),
  },
];

function CreateTokenForm({
  clubId,
  onClose,
  onCreated,
}: {
  clubId: number;
  onClose: () => void;
  onCreated: (created: ClubApiTokenWithSecret) => void;
}) {
  const { create } = useApiTokenMutations(clubId);
  const form = useForm({ resolver: zodResolver(clubApiTokenCreateBodySchema), defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
      toast.success('API token created');
    } catch (error) {
      toast.error(errorText(error, MESSAGES.createApiToken));
    }
  });
  return (
    <FormModal
      title="New API token"
      submitLabel="Create"
      submitting={isSubmitting}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField
        label="Name"
        hint="Who uses it, e.g. 'Booking system'"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** The token's secret, this once, with a request to try it. */
function SecretModal({ created, onClose }: { created: ClubApiTokenWithSecret; onClose: () => void }) {
  const example = `curl -H "Authorization: Bearer ${created.secret}" ${publicUrl(
    `/api/clubs/${created.token.club_id}/matches`,
  )}`;
  return (
    <Modal
      open
      title={`Token ${created.token.name}`}
      onClose={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          This token is shown only once. Copy it into the system that will use it now; if it is lost, create a
          new one and revoke this one.
        </p>
        <CopyLine label="Token" value={created.secret} />
        <CopyLine label="Example request" value={example} />
      </div>
    </Modal>
  );
}

/**
 * /admin/api-tokens: a club's API tokens for its booking system or league (docs/api.md,
 * "Integrations"). Created with a name and shown once, listed with their last use, revoked.
 * A super admin picks the club; a club admin manages their own.
 */
export function ApiTokensPage() {
  const user = useCurrentUser();
  const clubs = useClubs();
  const [chosenClubId, setChosenClubId] = useState<number | null>(null);
  const clubId = chosenClubId ?? user.clubId ?? clubs.data?.[0]?.id ?? null;
  const tokens = useApiTokens(clubId);
  const { revoke } = useApiTokenMutations(clubId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ClubApiTokenWithSecret | null>(null);
  const [revoking, setRevoking] = useState<ClubApiToken | null>(null);

  const handleRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking, {
      onSuccess: () => {
        toast.success('API token revoked');
        setRevoking(null);
      },
      onError: (error) => toast.error(errorText(error, MESSAGES.revokeApiToken)),
    });
  };

  const clubOptions = (clubs.data ?? []).map((club) => ({ value: club.id, label: club.name }));
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="API tokens"
        subtitle={
          <>
            A booking system or a league reads this club's courts and matches with a token.{' '}
            <a
              href={API_REFERENCE}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-court-700 underline"
            >
              API reference
            </a>
          </>
        }
        action={
          <Button onClick={() => setCreating(true)} disabled={clubId === null}>
            New token
          </Button>
        }
      />
      {user.role === 'super_admin' ? (
        <SelectField
          label="Club"
          className="mb-6 max-w-sm"
          options={clubOptions}
          placeholder={clubs.isPending ? 'Loading clubs...' : undefined}
          value={clubId ?? ''}
          onChange={(event) => setChosenClubId(Number(event.target.value))}
        />
      ) : null}
      {clubId === null && !clubs.isPending ? (
        <div className="rounded-2xl bg-white p-10 text-center text-slate-500 shadow-sm ring-1 ring-slate-200">
          Create a club first
        </div>
      ) : (
        <ListStates
          query={tokens}
          loadingText="Loading API tokens..."
          errorTitle="Error loading API tokens"
          errorMessage="Failed to load API tokens"
          emptyText="No API tokens yet"
        >
          {(rows) => (
            <DataTable
              rows={rows}
              columns={COLUMNS}
              rowKey={(token) => token.id}
              rowLabel={(token) => token.name}
              actions={(token) => (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setRevoking(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              )}
            />
          )}
        </ListStates>
      )}
      {creating && clubId !== null ? (
        <CreateTokenForm
          clubId={clubId}
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      ) : null}
      {created ? <SecretModal created={created} onClose={() => setCreated(null)} /> : null}
      {revoking ? (
        <ConfirmDialog
          title="Revoke token"
          message={`Systems using ${revoking.name} stop working at once. Revoke it?`}
          confirmLabel="Revoke"
          busy={revoke.isPending}
          onConfirm={handleRevoke}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </div>
  );
}
