import {
  CLUB_TOKEN_PREFIX,
  type ClubApiToken,
  type ClubApiTokenWithSecret,
  clubApiTokenCreateBodySchema,
  MESSAGES,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { publicUrl } from '../../../lib/public-url.ts';
import { useApiTokenMutations, useApiTokens } from '../api/api-tokens.ts';
import { useClubScope } from '../components/club-scope.tsx';
import { CopyLine } from '../components/copy-line.tsx';
import { type Column, NAMED_ROWS, RowButton } from '../components/data-table.tsx';
import { useDeleteConfirmation } from '../components/delete-confirmation.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { ListPage } from '../components/list-page.tsx';
import { SecretOnceModal } from '../components/secret-once-modal.tsx';
import { formatDateTime } from '../lib/format.ts';
import { API_TOKEN_TEXTS, apiTokenFormTexts } from '../texts.ts';

/** The server's API reference page (Swagger UI, served by the server itself). */
const API_REFERENCE = '/api/docs';

/** A function: the headers are read in the current language. */
const COLUMNS = (): Column<ClubApiToken>[] => [
  { header: i18n._(msg`Name`), cell: (token) => <span className="font-medium">{token.name}</span> },
  {
    header: i18n._(msg`Token`),
    cell: (token) => <code className="font-score text-sm">{`${CLUB_TOKEN_PREFIX}…${token.hint}`}</code>,
  },
  { header: i18n._(msg`Created`), cell: (token) => formatDateTime(token.created_at) },
  {
    header: i18n._(msg`Last used`),
    cell: (token) => (token.last_used_at ? formatDateTime(token.last_used_at) : i18n._(msg`Never`)),
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
  const field = fieldBinder(form);
  return (
    <FormModal
      texts={apiTokenFormTexts()}
      form={form}
      onSave={async (values) => onCreated(await create.mutateAsync(values))}
      onClose={onClose}
    >
      <TextField
        label={i18n._(msg`Name`)}
        hint={i18n._(msg`Who uses it, e.g. 'Booking system'`)}
        className="sm:col-span-2"
        {...field('name')}
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
    <SecretOnceModal
      title={`Token ${created.token.name}`}
      onClose={onClose}
      warning={
        <Trans>
          This token is shown only once. Copy it into the system that will use it now; if it is lost, create a
          new one and revoke this one.
        </Trans>
      }
    >
      <CopyLine label={i18n._(msg`Token`)} value={created.secret} />
      <CopyLine label={i18n._(msg`Example request`)} value={example} />
    </SecretOnceModal>
  );
}

/**
 * /admin/api-tokens: a club's API tokens for its booking system or league (docs/api.md,
 * "Integrations"). Created with a name and shown once, listed with their last use, revoked.
 * A super admin picks the club; a club admin manages their own.
 */
export function ApiTokensPage() {
  const scope = useClubScope();
  const { clubId } = scope;
  const tokens = useApiTokens(clubId);
  const { revoke } = useApiTokenMutations(clubId);
  const [created, setCreated] = useState<ClubApiTokenWithSecret | null>(null);
  const { askToDelete: askToRevoke, dialog } = useDeleteConfirmation(revoke, {
    title: i18n._(msg`Revoke token`),
    question: (token) => i18n._(msg`Systems using ${token.name} stop working at once. Revoke it?`),
    confirmLabel: i18n._(msg`Revoke`),
    deleted: i18n._(msg`API token revoked`),
    failed: MESSAGES.revokeApiToken,
  });

  return (
    <ListPage
      texts={API_TOKEN_TEXTS()}
      subtitle={
        <>
          <Trans>A booking system or a league reads this club's courts and matches with a token.</Trans>{' '}
          <a
            href={API_REFERENCE}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-court-700 underline"
          >
            <Trans>API reference</Trans>
          </a>
        </>
      }
      form={(_, close) =>
        clubId === null ? null : <CreateTokenForm clubId={clubId} onClose={close} onCreated={setCreated} />
      }
      editable={false}
      scope={scope}
      query={tokens}
      columns={COLUMNS()}
      {...NAMED_ROWS}
      actions={(token) => (
        <RowButton name={i18n._(msg`Revoke ${token.name}`)} onClick={() => askToRevoke(token)} danger>
          <Trans>Revoke</Trans>
        </RowButton>
      )}
    >
      {created ? <SecretModal created={created} onClose={() => setCreated(null)} /> : null}
      {dialog}
    </ListPage>
  );
}
