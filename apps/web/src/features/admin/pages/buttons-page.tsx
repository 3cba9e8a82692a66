import {
  BUTTON_ACTIONS,
  type ButtonWithSecret,
  buttonCreateBodySchema,
  HEADERS,
  MESSAGES,
  type Button as WatchButton,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
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
import { SelectField } from '../components/select-field.tsx';
import { errorText, formatDate } from '../lib/format.ts';

const COLUMNS: Column<WatchButton>[] = [
  { header: 'ID', cell: (button) => button.id },
  { header: 'Name', cell: (button) => <span className="font-medium">{button.name}</span> },
  { header: 'Court ID', cell: (button) => button.court_id },
  { header: 'Action', cell: (button) => button.action },
  { header: 'Label', cell: (button) => button.label },
  { header: 'Created', cell: (button) => formatDate(button.created_at) },
];

/** Name, label and action are required; so is the court, which every button belongs to. */
const buttonFormSchema = z.object({
  name: buttonCreateBodySchema.shape.name,
  label: buttonCreateBodySchema.shape.label,
  action: z.enum(BUTTON_ACTIONS, { error: 'Action is required' }),
  court_id: z.string().min(1, 'Court is required'),
});
type ButtonFormValues = z.infer<typeof buttonFormSchema>;

/** The device's secret, shown this once (after creation or regeneration), with the press URL. */
function SecretModal({ created, onClose }: { created: ButtonWithSecret; onClose: () => void }) {
  const pressUrl = publicUrl(created.button.press_url);
  return (
    <Modal
      open
      title={`Secret of ${created.button.name}`}
      onClose={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          This secret is shown only once. Copy it into the device now; if it is lost, regenerate it.
        </p>
        <CopyLine label="Secret" value={created.secret} />
        <CopyLine label="Press URL" value={pressUrl} />
        <p className="text-sm text-slate-600">
          The device sends a POST to the press URL with the secret in the <code>{HEADERS.buttonKey}</code>{' '}
          header (or as <code>?key=</code>) and, to make retries safe, a unique <code>{HEADERS.pressId}</code>{' '}
          per press.
        </p>
      </div>
    </Modal>
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
        toast.success('Button updated');
        onClose();
      } else {
        const created = await create.mutateAsync(body);
        toast.success('Button created');
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
        title={button ? 'Edit Button' : 'Add Button'}
        submitLabel={button ? 'Save' : 'Create'}
        submitting={isSubmitting}
        onSubmit={handleSubmit}
        onClose={onClose}
      >
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Label" error={errors.label?.message} {...form.register('label')} />
        <SelectField
          label="Action"
          options={BUTTON_ACTIONS.map((action) => ({ value: action, label: action }))}
          error={errors.action?.message}
          {...form.register('action')}
        />
        <SelectField
          label="Court"
          placeholder={courts.isPending ? 'Loading courts...' : 'Select a court'}
          options={courtOptions}
          error={errors.court_id?.message}
          {...form.register('court_id')}
        />
        {button ? (
          <FormSection title="Device">
            <div className="sm:col-span-2">
              <CopyLine label="Press URL" value={publicUrl(button.press_url)} />
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <Button variant="secondary" onClick={() => setConfirmRegenerate(true)}>
                Regenerate secret
              </Button>
              <span className="text-sm text-slate-500">
                The secret was shown once, when the button was created.
              </span>
            </div>
          </FormSection>
        ) : null}
      </FormModal>
      {confirmRegenerate ? (
        <ConfirmDialog
          title="Regenerate secret"
          message="The device stops working until it is configured with the new secret. Regenerate it?"
          confirmLabel="Regenerate"
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
    question: (item) => `Are you sure you want to delete ${item.name}?`,
    deleted: 'Button deleted',
    failed: MESSAGES.deleteButton,
  });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Buttons"
        subtitle={
          courtFilter ? (
            <>
              Court ID {courtFilter} ·{' '}
              <Link to={paths.admin.buttons} className="font-medium text-court-700 underline">
                Show all
              </Link>
            </>
          ) : (
            'WatchButtons score on the court they belong to.'
          )
        }
        action={<Button onClick={() => setEditing({ button: null })}>Add Button</Button>}
      />
      <ListStates
        query={buttons}
        select={(rows) =>
          courtFilter ? rows.filter((button) => String(button.court_id) === courtFilter) : rows
        }
        loadingText="Loading buttons..."
        errorTitle="Error loading buttons"
        errorMessage="Failed to load buttons"
        emptyText="No buttons found"
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={COLUMNS}
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
