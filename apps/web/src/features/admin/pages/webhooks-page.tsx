import {
  MESSAGES,
  WEBHOOK_HEADERS,
  WEBHOOK_SECRET_PREFIX,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
  webhookCreateBodySchema,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { useWebhookDeliveries, useWebhookMutations, useWebhooks } from '../api/webhooks.ts';
import { useClubScope } from '../components/club-scope.tsx';
import { CopyLine } from '../components/copy-line.tsx';
import { type Column, RowButton } from '../components/data-table.tsx';
import { useDeleteConfirmation } from '../components/delete-confirmation.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { ListPage, ListTable } from '../components/list-page.tsx';
import { SecretOnceModal } from '../components/secret-once-modal.tsx';
import { errorText, formatDateTime } from '../lib/format.ts';
import { DELIVERY_TEXTS, WEBHOOK_TEXTS, webhookFormTexts } from '../texts.ts';

/** A function: the headers are read in the current language. */
const WEBHOOK_COLUMNS = (): Column<Webhook>[] => [
  {
    header: i18n._(msg`Address`),
    cell: (webhook) => <span className="break-all font-medium">{webhook.url}</span>,
    className: 'max-w-md',
  },
  { header: i18n._(msg`Description`), cell: (webhook) => webhook.description || '—' },
  {
    header: i18n._(msg`Secret`),
    cell: (webhook) => (
      <code className="font-score text-sm">{`${WEBHOOK_SECRET_PREFIX}…${webhook.secret_hint}`}</code>
    ),
  },
  { header: i18n._(msg`Added`), cell: (webhook) => formatDateTime(webhook.created_at) },
];

const DELIVERY_STYLES: Record<WebhookDelivery['status'], string> = {
  pending: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  delivered: 'bg-green-100 text-green-800 ring-green-300',
  failed: 'bg-red-100 text-red-800 ring-red-300',
};

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <span
      data-status={delivery.status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1 ring-inset ${DELIVERY_STYLES[delivery.status]}`}
    >
      {delivery.status}
    </span>
  );
}

/** What happened last: the receiver's answer, or when the next attempt is due. */
function lastResult(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered')
    return `HTTP ${delivery.last_status_code ?? ''} at ${formatDateTime(delivery.delivered_at)}`;
  const last = delivery.last_error ?? (delivery.attempts === 0 ? i18n._(msg`Not sent yet`) : '');
  const next = delivery.next_attempt_at ? ` · next try ${formatDateTime(delivery.next_attempt_at)}` : '';
  return `${last}${next}`;
}

/** A function: the headers are read in the current language. */
const DELIVERY_COLUMNS = (): Column<WebhookDelivery>[] => [
  {
    header: i18n._(msg`Event`),
    cell: (delivery) => (
      <span>
        <span className="font-medium">{delivery.event_type}</span>{' '}
        <code className="font-score text-xs text-slate-500">{delivery.subject}</code>
      </span>
    ),
  },
  {
    header: i18n._(msg`Address`),
    cell: (delivery) => <span className="break-all">{delivery.url}</span>,
    className: 'max-w-xs',
  },
  { header: i18n._(msg`Status`), cell: (delivery) => <DeliveryStatus delivery={delivery} /> },
  { header: i18n._(msg`Attempts`), cell: (delivery) => delivery.attempts },
  { header: i18n._(msg`Last result`), cell: lastResult, className: 'max-w-xs break-words' },
  { header: i18n._(msg`Queued`), cell: (delivery) => formatDateTime(delivery.created_at) },
];

function AddWebhookForm({
  clubId,
  onClose,
  onCreated,
}: {
  clubId: number;
  onClose: () => void;
  onCreated: (created: WebhookWithSecret) => void;
}) {
  const { create } = useWebhookMutations(clubId);
  const form = useForm({
    resolver: zodResolver(webhookCreateBodySchema),
    defaultValues: { url: '', description: '' },
  });
  const field = fieldBinder(form);
  return (
    <FormModal
      texts={webhookFormTexts()}
      submitLabel={i18n._(msg`Add`)}
      form={form}
      onSave={async (values) => onCreated(await create.mutateAsync(values))}
      onClose={onClose}
    >
      <TextField
        label={i18n._(msg`Address`)}
        type="url"
        inputMode="url"
        hint={i18n._(msg`Where finished matches and events are POSTed, e.g. https://league.example/bandeja`)}
        className="sm:col-span-2"
        {...field('url')}
      />
      <TextField
        label={i18n._(msg`Description`)}
        hint={i18n._(msg`Who receives it, e.g. 'League ranking'`)}
        className="sm:col-span-2"
        {...field('description')}
      />
    </FormModal>
  );
}

/** The signing secret, this once, with how a receiver checks it. */
function SecretModal({ created, onClose }: { created: WebhookWithSecret; onClose: () => void }) {
  return (
    <SecretOnceModal
      title={i18n._(msg`Signing secret for ${created.webhook.url}`)}
      onClose={onClose}
      warning={
        <Trans>This secret is shown only once. Give it to the receiver now; if it is lost, rotate it.</Trans>
      }
    >
      <CopyLine label={i18n._(msg`Secret`)} value={created.secret} />
      <p className="text-sm text-slate-600">
        <Trans>
          Each delivery carries <code>{WEBHOOK_HEADERS.signature}</code>: <code>sha256=</code> and the
          HMAC-SHA256, keyed by this secret, of <code>{WEBHOOK_HEADERS.timestamp}</code>, a dot and the raw
          body. <code>{WEBHOOK_HEADERS.delivery}</code> is the same on every retry: a receiver that already
          has it answers 200 and does nothing.
        </Trans>
      </p>
    </SecretOnceModal>
  );
}

/**
 * /admin/webhooks: the addresses a club's results are POSTed to (docs/operations.md, "Webhooks"),
 * added with a signing secret shown once, rotated, removed; and the latest deliveries with their
 * status, each of which can be sent again. A super admin picks the club; a club admin has theirs.
 */
export function WebhooksPage() {
  const scope = useClubScope();
  const { clubId } = scope;
  const webhooks = useWebhooks(clubId);
  const deliveries = useWebhookDeliveries(clubId);
  const { remove, rotate, resend } = useWebhookMutations(clubId);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const { askToDelete: askToRemove, dialog } = useDeleteConfirmation(remove, {
    title: i18n._(msg`Remove webhook`),
    question: (webhook) =>
      i18n._(msg`${webhook.url} receives nothing more, and its deliveries are deleted. Remove it?`),
    confirmLabel: i18n._(msg`Remove`),
    deleted: i18n._(msg`Webhook removed`),
    failed: MESSAGES.deleteWebhook,
  });
  const handleRotate = (webhook: Webhook) =>
    rotate.mutate(webhook, {
      onSuccess: (rotated) => setSecret(rotated),
      onError: (error) => toast.error(errorText(error, MESSAGES.rotateWebhookSecret)),
    });
  const handleResend = (delivery: WebhookDelivery) =>
    resend.mutate(delivery, {
      onSuccess: () => toast.success(i18n._(msg`Delivery queued again`)),
      onError: (error) => toast.error(errorText(error, MESSAGES.resendWebhookDelivery)),
    });

  return (
    <ListPage
      texts={WEBHOOK_TEXTS()}
      subtitle={i18n._(
        msg`Each finished match (a minute after its end, once it can no longer be undone) and each finished event is POSTed, signed, to these addresses.`,
      )}
      form={(_, close) =>
        clubId === null ? null : <AddWebhookForm clubId={clubId} onClose={close} onCreated={setSecret} />
      }
      editable={false}
      scope={scope}
      query={webhooks}
      columns={WEBHOOK_COLUMNS()}
      rowKey={(webhook) => webhook.id}
      rowLabel={(webhook) => webhook.url}
      actions={(webhook) => (
        <>
          <RowButton
            name={i18n._(msg`Rotate secret of ${webhook.url}`)}
            onClick={() => handleRotate(webhook)}
          >
            <Trans>Rotate secret</Trans>
          </RowButton>
          <RowButton name={i18n._(msg`Remove ${webhook.url}`)} onClick={() => askToRemove(webhook)} danger>
            <Trans>Remove</Trans>
          </RowButton>
        </>
      )}
    >
      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900">
        <Trans>Deliveries</Trans>
      </h2>
      <ListTable
        query={deliveries}
        texts={DELIVERY_TEXTS()}
        columns={DELIVERY_COLUMNS()}
        rowKey={(delivery) => delivery.id}
        rowLabel={(delivery) => `${delivery.event_type} ${delivery.subject}`}
        actions={(delivery) => (
          <RowButton
            name={`Resend ${delivery.event_type} ${delivery.subject} to ${delivery.url}`}
            onClick={() => handleResend(delivery)}
          >
            <Trans>Resend</Trans>
          </RowButton>
        )}
      />
      {secret ? <SecretModal created={secret} onClose={() => setSecret(null)} /> : null}
      {dialog}
    </ListPage>
  );
}
