import { type Court, courtCreateBodySchema, MESSAGES } from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useClubs } from '../api/clubs.ts';
import { useCourtMutations, useCourts } from '../api/courts.ts';
import { type Column, DataTable } from '../components/data-table.tsx';
import { useDeleteConfirmation } from '../components/delete-confirmation.tsx';
import { DisplaysPanel } from '../components/displays-panel.tsx';
import { FormModal, FormSection } from '../components/form-modal.tsx';
import { ListStates, PageHeader } from '../components/list-states.tsx';
import { SelectField } from '../components/select-field.tsx';
import { errorText, formatDate } from '../lib/format.ts';

const SPORT_OPTIONS = [
  { value: 'PADEL', label: 'PADEL' },
  { value: 'TENNIS', label: 'TENNIS' },
] as const;

const COLUMNS: Column<Court>[] = [
  { header: 'ID', cell: (court) => court.id },
  { header: 'Name', cell: (court) => <span className="font-medium">{court.name}</span> },
  { header: 'Club ID', cell: (court) => court.club_id },
  { header: 'Sport Type', cell: (court) => court.sport_type },
  { header: 'Created', cell: (court) => formatDate(court.created_at) },
];

/** The court form (docs/product.md#validation): the club is chosen by a super admin only; the court user on creation only. */
function courtFormSchema(chooseClub: boolean) {
  return z.object({
    name: courtCreateBodySchema.shape.name,
    club_id: z.string().refine((value) => !chooseClub || value !== '', 'Club is required'),
    sport_type: z.enum(['PADEL', 'TENNIS'], { error: 'Sport type is required' }),
    court_user: courtCreateBodySchema.shape.court_user.optional(),
  });
}
type CourtFormInput = z.input<ReturnType<typeof courtFormSchema>>;
type CourtFormOutput = z.output<ReturnType<typeof courtFormSchema>>;

function CourtForm({ court, onClose }: { court: Court | null; onClose: () => void }) {
  const user = useCurrentUser();
  const chooseClub = user.role === 'super_admin';
  const clubs = useClubs();
  const { create, update } = useCourtMutations();
  const form = useForm<CourtFormInput, unknown, CourtFormOutput>({
    resolver: zodResolver(courtFormSchema(chooseClub)),
    defaultValues: {
      name: court?.name ?? '',
      club_id: String(court?.club_id ?? (chooseClub ? '' : (user.clubId ?? ''))),
      sport_type: court?.sport_type ?? 'PADEL',
      court_user: court ? undefined : { username: '', name: '', password: '' },
    },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const club_id = chooseClub ? Number(values.club_id) : undefined;
    try {
      if (court) {
        // Edit sends only name, club and sport type (docs/product.md#validation).
        await update.mutateAsync({
          id: court.id,
          body: { name: values.name, sport_type: values.sport_type, ...(club_id ? { club_id } : {}) },
        });
      } else if (values.court_user) {
        await create.mutateAsync({
          name: values.name,
          sport_type: values.sport_type,
          court_user: values.court_user,
          ...(club_id ? { club_id } : {}),
        });
      }
      toast.success(court ? 'Court updated' : 'Court created');
      onClose();
    } catch (error) {
      toast.error(errorText(error, court ? MESSAGES.updateCourt : MESSAGES.createCourt));
    }
  });

  const clubOptions = (clubs.data ?? []).map((club) => ({ value: club.id, label: club.name }));
  return (
    <FormModal
      title={court ? 'Edit Court' : 'Add Court'}
      submitLabel={court ? 'Save' : 'Create'}
      submitting={isSubmitting}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      {chooseClub ? (
        <SelectField
          label="Club"
          placeholder={clubs.isPending ? 'Loading clubs...' : 'Select a club'}
          options={clubOptions}
          error={errors.club_id?.message}
          {...form.register('club_id')}
        />
      ) : (
        <TextField
          label="Club"
          value={clubs.data?.find((club) => club.id === user.clubId)?.name ?? court?.club?.name ?? ''}
          hint="Courts are added to your own club."
          readOnly
          disabled
        />
      )}
      <SelectField
        label="Sport Type"
        options={SPORT_OPTIONS}
        error={errors.sport_type?.message}
        {...form.register('sport_type')}
      />
      {court ? (
        <FormSection title="Court user" note={MESSAGES.courtUserLocked}>
          <TextField label="Username" value={court.court_user?.username ?? '—'} readOnly disabled />
          <TextField label="Display name" value={court.court_user?.name ?? '—'} readOnly disabled />
        </FormSection>
      ) : (
        <FormSection title="Court user" note="The account the court's screen signs in with.">
          <TextField
            label="Username"
            autoComplete="off"
            error={errors.court_user?.username?.message}
            {...form.register('court_user.username')}
          />
          <TextField
            label="Display name"
            error={errors.court_user?.name?.message}
            {...form.register('court_user.name')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.court_user?.password?.message}
            {...form.register('court_user.password')}
          />
        </FormSection>
      )}
    </FormModal>
  );
}

/** /admin/courts: a club admin sees their club's courts only (the server filters). */
export function CourtsPage() {
  const courts = useCourts();
  const { remove } = useCourtMutations();
  const [editing, setEditing] = useState<{ court: Court | null } | null>(null);

  const { askToDelete, dialog: deleteDialog } = useDeleteConfirmation(remove, {
    question: (item) => `Are you sure you want to delete ${item.name}?`,
    deleted: 'Court deleted',
    failed: MESSAGES.deleteCourt,
  });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Courts"
        action={
          <div className="flex gap-2">
            <Link
              to={paths.admin.buttons}
              className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-court-700 ring-1 ring-inset ring-court-700/30 hover:bg-court-50"
            >
              Buttons
            </Link>
            <Button onClick={() => setEditing({ court: null })}>Add Court</Button>
          </div>
        }
      />
      <ListStates
        query={courts}
        loadingText="Loading courts..."
        errorTitle="Error loading courts"
        errorMessage="Failed to load courts"
        emptyText="No courts found"
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={COLUMNS}
            rowKey={(court) => court.id}
            rowLabel={(court) => court.name}
            onEdit={(court) => setEditing({ court })}
            onDelete={askToDelete}
            actions={(court) => (
              <>
                <a
                  href={paths.courtDisplay(court.id)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Display of ${court.name}`}
                  className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-court-700 hover:bg-court-50"
                >
                  Display
                </a>
                <Link
                  to={`${paths.admin.buttons}?court=${court.id}`}
                  aria-label={`Buttons of ${court.name}`}
                  className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-court-700 hover:bg-court-50"
                >
                  Buttons
                </Link>
              </>
            )}
          />
        )}
      </ListStates>
      {editing ? (
        <CourtForm key={editing.court?.id ?? 'new'} court={editing.court} onClose={() => setEditing(null)} />
      ) : null}
      <DisplaysPanel />
      {deleteDialog}
    </div>
  );
}
