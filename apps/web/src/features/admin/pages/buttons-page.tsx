import {
  BUTTON_ACTIONS,
  type ButtonWithSecret,
  buttonCreateBodySchema,
  HEADERS,
  MESSAGES,
  type Button as WatchButton,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { publicUrl } from '../../../lib/public-url.ts';
import { toast } from '../../../lib/toast.tsx';
import { useButtonMutations, useButtons } from '../api/buttons.ts';
import { useCourts } from '../api/courts.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CopyLine } from '../components/copy-line.tsx';
import { type Column, DataTable } from '../components/data-table.tsx';
import { useDeleteConfirmation } from '../components/delete-confirmation.tsx';
import { FormModal, FormSection } from '../components/form-modal.tsx';
import { ListStates, PageHeader } from '../components/list-states.tsx';
import { SecretOnceModal } from '../components/secret-once-modal.tsx';
import { SelectField } from '../components/select-field.tsx';
import { errorText, formatDate } from '../lib/format.ts';

/** A function: the headers are read in the current language. */
const COLUMNS = (): Column<WatchButton>[] => [
  { header: 'ID', cell: (button) => button.id },
  { header: i18n._(msg`Name`), cell: (button) => <span className="font-medium">{button.name}</span> },
  { header: i18n._(msg`Court ID`), cell: (button) => button.court_id },
  { header: i18n._(msg`Action`), cell: (button) => button.action },
  { header: i18n._(msg`Label`), cell: (button) => button.label },
  { header: i18n._(msg`Created`), cell: (button) => formatDate(button.created_at) },
];

/** Name, label and action are required; so is the court, which every button belongs to. */
const buttonFormSchema = z.object({
  name: buttonCreateBodySchema.shape.name,
  label: buttonCreateBodySchema.shape.label,
  action: z.enum(BUTTON_ACTIONS, { error: () => i18n._(msg`Action is required`) }),
  court_id: z.string().min(1, { error: () => i18n._(msg`Court is required`) }),
});
type ButtonFormValues = z.infer<typeof buttonFormSchema>;

/** The device's secret, shown this once (after creation or regeneration), with the press URL. */
function SecretModal({ created, onClose }: { created: ButtonWithSecret; onClose: () => void }) {
  const pressUrl = publicUrl(created.button.press_url);
  return (
    <SecretOnceModal
      title={i18n._(msg`Secret of ${created.button.name}`)}
      onClose={onClose}
      warning={
        <Trans>
          This secret is shown only once. Copy it into the device now; if it is lost, regenerate it.
        </Trans>
      }
    >
      <CopyLine label={i18n._(msg`Secret`)} value={created.secret} />
      <CopyLine label={i18n._(msg`Press URL`)} value={pressUrl} />
      <p className="text-sm text-slate-600">
        <Trans>
          The device sends a POST to the press URL with the secret in the <code>{HEADERS.buttonKey}</code>{' '}
          header (or as <code>?key=</code>) and, to make retries safe, a unique <code>{HEADERS.pressId}</code>{' '}
          per press.
        </Trans>
      </p>
    </SecretOnceModal>
  );
}

function ButtonForm({
  button,
  defaultCourtId,
  onClose,
  onSecret,
}: {
  button: WatchButton | null;
  defaultCourtId: string;
  onClose: () => void;
  onSecret: (created: ButtonWithSecret) => void;
}) {
  const courts = useCourts();
  const { create, update, regenerateSecret } = useButtonMutations();
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const form = useForm<ButtonFormValues>({
    resolver: zodResolver(buttonFormSchema),
    defaultValues: {
      name: button?.name ?? '',
      label: button?.label ?? '',
      action: button?.action ?? 'TEAM1_SCORE',
      court_id: String(button?.court_id ?? defaultCourtId),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const body = { ...values, court_id: Number(values.court_id) };
    try {
      if (button) {
        await update.mutateAsync({ id: button.id, body });
        toast.success(i18n._(msg`Button updated`));
        onClose();
      } else {
        const created = await create.mutateAsync(body);
        toast.success(i18n._(msg`Button created`));
        onSecret(created);
      }
    } catch (error) {
      toast.error(errorText(error, button ? MESSAGES.updateButton : MESSAGES.createButton));
    }
  });

  const handleRegenerate = () => {
    if (!button) return;
    regenerateSecret.mutate(button, {
      onSuccess: (created) => {
        setConfirmRegenerate(false);
        onSecret(created);
      },
      onError: (error) => toast.error(errorText(error, MESSAGES.updateButton)),
    });
  };

  const courtOptions = (courts.data ?? []).map((court) => ({
    value: court.id,
    label: `${court.name} (ID ${court.id})`,
  }));
  return (
    <>
      <FormModal
        title={button ? i18n._(msg`Edit Button`) : i18n._(msg`Add Button`)}
        submitLabel={button ? i18n._(msg`Save`) : i18n._(msg`Create`)}
        submitting={isSubmitting}
        onSubmit={handleSubmit}
        onClose={onClose}
      >
        <TextField label={i18n._(msg`Name`)} error={errors.name?.message} {...form.register('name')} />
        <TextField label={i18n._(msg`Label`)} error={errors.label?.message} {...form.register('label')} />
        <SelectField
          label={i18n._(msg`Action`)}
          options={BUTTON_ACTIONS.map((action) => ({ value: action, label: action }))}
          error={errors.action?.message}
          {...form.register('action')}
        />
        <SelectField
          label={i18n._(msg`Court`)}
          placeholder={courts.isPending ? i18n._(msg`Loading courts...`) : i18n._(msg`Select a court`)}
          options={courtOptions}
          error={errors.court_id?.message}
          {...form.register('court_id')}
        />
        {button ? (
          <FormSection title={i18n._(msg`Device`)}>
            <div className="sm:col-span-2">
              <CopyLine label={i18n._(msg`Press URL`)} value={publicUrl(button.press_url)} />
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <Button variant="secondary" onClick={() => setConfirmRegenerate(true)}>
                <Trans>Regenerate secret</Trans>
              </Button>
              <span className="text-sm text-slate-500">
                <Trans>The secret was shown once, when the button was created.</Trans>
              </span>
            </div>
          </FormSection>
        ) : null}
      </FormModal>
      {confirmRegenerate ? (
        <ConfirmDialog
          title={i18n._(msg`Regenerate secret`)}
          message={i18n._(
            msg`The device stops working until it is configured with the new secret. Regenerate it?`,
          )}
          confirmLabel={i18n._(msg`Regenerate`)}
          busy={regenerateSecret.isPending}
          onConfirm={handleRegenerate}
          onCancel={() => setConfirmRegenerate(false)}
        />
      ) : null}
    </>
  );
}

/** /admin/buttons (no sidebar entry; opened from Courts, optionally for one court: ?court={id}). */
export function ButtonsPage() {
  const buttons = useButtons();
  const { remove } = useButtonMutations();
  const [searchParams] = useSearchParams();
  const courtFilter = searchParams.get('court') ?? '';
  const [editing, setEditing] = useState<{ button: WatchButton | null } | null>(null);
  const [secret, setSecret] = useState<ButtonWithSecret | null>(null);

  const { askToDelete, dialog: deleteDialog } = useDeleteConfirmation(remove, {
    question: (item) => i18n._(msg`Are you sure you want to delete ${item.name}?`),
    deleted: i18n._(msg`Button deleted`),
    failed: MESSAGES.deleteButton,
  });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={i18n._(msg`Buttons`)}
        subtitle={
          courtFilter ? (
            <>
              <Trans>Court ID {courtFilter}</Trans> ·{' '}
              <Link to={paths.admin.buttons} className="font-medium text-court-700 underline">
                <Trans>Show all</Trans>
              </Link>
            </>
          ) : (
            'WatchButtons score on the court they belong to.'
          )
        }
        action={
          <Button onClick={() => setEditing({ button: null })}>
            <Trans>Add Button</Trans>
          </Button>
        }
      />
      <ListStates
        query={buttons}
        select={(rows) =>
          courtFilter ? rows.filter((button) => String(button.court_id) === courtFilter) : rows
        }
        loadingText={i18n._(msg`Loading buttons...`)}
        errorTitle={i18n._(msg`Error loading buttons`)}
        errorMessage={MESSAGES.loadButtons}
        emptyText={i18n._(msg`No buttons found`)}
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={COLUMNS()}
            rowKey={(button) => button.id}
            rowLabel={(button) => button.name}
            onEdit={(button) => setEditing({ button })}
            onDelete={askToDelete}
          />
        )}
      </ListStates>
      {editing ? (
        <ButtonForm
          key={editing.button?.id ?? 'new'}
          button={editing.button}
          defaultCourtId={courtFilter}
          onClose={() => setEditing(null)}
          onSecret={(created) => {
            setEditing(null);
            setSecret(created);
          }}
        />
      ) : null}
      {secret ? <SecretModal created={secret} onClose={() => setSecret(null)} /> : null}
      {deleteDialog}
    </div>
  );
}
