import {
  type Club,
  type ClubBody,
  clubBodySchema,
  MAX_SPONSOR_LOGOS,
  MESSAGES,
  RESULT_DISPLAY_MINUTES_DEFAULT,
  RESULT_DISPLAY_MINUTES_MAX,
  RESULT_DISPLAY_MINUTES_MIN,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useClubMutations, useClubs } from '../api/clubs.ts';
import { type Column, DataTable } from '../components/data-table.tsx';
import { useDeleteConfirmation } from '../components/delete-confirmation.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { IMAGE_TOO_LARGE, ImagePicker } from '../components/image-picker.tsx';
import { ListStates, PageHeader } from '../components/list-states.tsx';
import { errorText, formatDate } from '../lib/format.ts';

const COLUMNS: Column<Club>[] = [
  { header: 'ID', cell: (club) => club.id },
  {
    header: 'Name',
    cell: (club) => (
      <span className="inline-flex items-center gap-2">
        {club.logo_url ? (
          <img
            src={club.logo_url}
            alt=""
            className="size-7 shrink-0 rounded object-contain ring-1 ring-slate-200"
          />
        ) : null}
        <span className="font-medium">{club.name}</span>
      </span>
    ),
  },
  { header: 'Email', cell: (club) => club.email, className: 'break-all' },
  { header: 'Phone', cell: (club) => club.phone },
  { header: 'Address', cell: (club) => club.address },
  { header: 'Created', cell: (club) => formatDate(club.created_at) },
];

/** Logo and sponsor logos: each upload or removal saves at once. */
function ClubImages({ club }: { club: Club }) {
  const { uploadLogo, removeLogo, addSponsor, removeSponsor } = useClubMutations();
  const fail = (fallback: string) => (error: unknown) => toast.error(errorText(error, fallback));
  const tooLarge = () => toast.error(IMAGE_TOO_LARGE);
  const full = club.sponsor_logos.length >= MAX_SPONSOR_LOGOS;

  return (
    <div className="mt-6 flex flex-col gap-6 border-t border-slate-200 pt-5">
      <section aria-label="Logo" className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-800">Logo</h3>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex size-24 items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
            {club.logo_url ? (
              <img
                src={club.logo_url}
                alt={`${club.name} logo`}
                className="max-h-20 max-w-20 object-contain"
              />
            ) : (
              <span className="text-xs text-slate-400">No logo</span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <ImagePicker
              label={club.logo_url ? 'Replace logo' : 'Upload logo'}
              busy={uploadLogo.isPending}
              onTooLarge={tooLarge}
              onPick={(file) =>
                uploadLogo.mutate(
                  { id: club.id, file },
                  { onSuccess: () => toast.success('Logo uploaded'), onError: fail(MESSAGES.uploadLogo) },
                )
              }
            />
            {club.logo_url ? (
              <Button
                size="sm"
                variant="ghost"
                loading={removeLogo.isPending}
                onClick={() =>
                  removeLogo.mutate(club.id, {
                    onSuccess: () => toast.success('Logo removed'),
                    onError: fail(MESSAGES.removeLogo),
                  })
                }
              >
                Remove logo
              </Button>
            ) : null}
          </div>
        </div>
        <p className="text-xs text-slate-500">PNG, JPEG or WebP, at most 1 MB.</p>
      </section>

      <section aria-label="Sponsor logos" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-800">
            Sponsor logos ({club.sponsor_logos.length}/{MAX_SPONSOR_LOGOS})
          </h3>
          <ImagePicker
            label="Add sponsor logo"
            busy={addSponsor.isPending}
            disabled={full}
            onTooLarge={tooLarge}
            onPick={(file) =>
              addSponsor.mutate(
                { id: club.id, file },
                { onSuccess: () => toast.success('Sponsor logo added'), onError: fail(MESSAGES.uploadLogo) },
              )
            }
          />
        </div>
        {club.sponsor_logos.length === 0 ? (
          <p className="text-sm text-slate-500">
            No sponsor logos yet. They appear in the scoreboard's sponsor strip.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {club.sponsor_logos.map((sponsor, index) => (
              <li
                key={sponsor.id}
                className="flex flex-col items-center gap-2 rounded-xl p-2 ring-1 ring-slate-200"
              >
                <img src={sponsor.url} alt={`Sponsor ${index + 1}`} className="h-14 w-full object-contain" />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    removeSponsor.mutate(
                      { id: club.id, sponsorId: sponsor.id },
                      {
                        onSuccess: () => toast.success('Sponsor logo removed'),
                        onError: fail(MESSAGES.removeLogo),
                      },
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ClubForm({ club, onClose }: { club: Club | null; onClose: () => void }) {
  const { create, update } = useClubMutations();
  const form = useForm<ClubBody>({
    resolver: zodResolver(clubBodySchema),
    defaultValues: {
      name: club?.name ?? '',
      email: club?.email ?? '',
      phone: club?.phone ?? '',
      address: club?.address ?? '',
      result_display_minutes: club?.result_display_minutes ?? RESULT_DISPLAY_MINUTES_DEFAULT,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (body) => {
    try {
      if (club) await update.mutateAsync({ id: club.id, body });
      else await create.mutateAsync(body);
      toast.success(club ? 'Club updated' : 'Club created');
      onClose();
    } catch (error) {
      toast.error(errorText(error, club ? MESSAGES.updateClub : MESSAGES.createClub));
    }
  });

  return (
    <FormModal
      title={club ? 'Edit Club' : 'Add Club'}
      submitLabel={club ? 'Save' : 'Create'}
      submitting={isSubmitting}
      onSubmit={handleSubmit}
      onClose={onClose}
      extra={
        club ? (
          <ClubImages club={club} />
        ) : (
          <p className="mt-4 text-sm text-slate-500">
            The logo and sponsor logos can be added once the club is saved.
          </p>
        )
      }
    >
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Phone" type="tel" error={errors.phone?.message} {...form.register('phone')} />
      <TextField label="Address" error={errors.address?.message} {...form.register('address')} />
      <TextField
        label="Result on court displays (minutes)"
        type="number"
        inputMode="numeric"
        min={RESULT_DISPLAY_MINUTES_MIN}
        max={RESULT_DISPLAY_MINUTES_MAX}
        hint="How long a court's TV shows a finished match before its start screen (or until the next match)."
        error={errors.result_display_minutes?.message}
        {...form.register('result_display_minutes', { valueAsNumber: true })}
      />
    </FormModal>
  );
}

/** /admin/clubs (super admin). */
export function ClubsPage() {
  const clubs = useClubs();
  const { remove } = useClubMutations();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  // The form reads the club from the list, so uploads show at once.
  const editedClub = editing?.id ? (clubs.data?.find((club) => club.id === editing.id) ?? null) : null;

  const { askToDelete, dialog: deleteDialog } = useDeleteConfirmation(remove, {
    question: (item) => `Are you sure you want to delete ${item.name}?`,
    deleted: 'Club deleted',
    failed: MESSAGES.deleteClub,
  });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Clubs" action={<Button onClick={() => setEditing({ id: null })}>Add Club</Button>} />
      <ListStates
        query={clubs}
        loadingText="Loading clubs..."
        errorTitle="Error loading clubs"
        errorMessage="Failed to load clubs"
        emptyText="No clubs found"
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={COLUMNS}
            rowKey={(club) => club.id}
            rowLabel={(club) => club.name}
            onEdit={(club) => setEditing({ id: club.id })}
            onDelete={askToDelete}
          />
        )}
      </ListStates>
      {editing ? (
        <ClubForm key={editing.id ?? 'new'} club={editedClub} onClose={() => setEditing(null)} />
      ) : null}
      {deleteDialog}
    </div>
  );
}
