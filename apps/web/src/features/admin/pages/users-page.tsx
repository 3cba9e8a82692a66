import {
  MESSAGES,
  ROLE_CODES,
  ROLES,
  type User,
  type UserUpdateBody,
  userCreateBodySchema,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useClubs } from '../api/clubs.ts';
import { useCourts } from '../api/courts.ts';
import { useUserMutations, useUsers } from '../api/users.ts';
import { type Column, NAMED_ROWS, RowButton } from '../components/data-table.tsx';
import { DevicesDialog } from '../components/devices-dialog.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { ListPage } from '../components/list-page.tsx';
import { formatDate } from '../lib/format.ts';
import { USER_TEXTS, userFormTexts } from '../texts.ts';

const OWN_ROLE_LOCKED = () => i18n._(msg`You cannot change your own role`);

/**
 * The user form: the contract's field rules, plus where the account sits — a club for club admins
 * and court users, optionally a court for a court user. On edit a blank password keeps the old one.
 */
function userFormSchema(creating: boolean) {
  const { name, username, password, role } = userCreateBodySchema.shape;
  return z
    .object({
      name,
      email: z
        .string()
        .trim()
        .pipe(z.union([z.literal(''), z.email(MESSAGES.invalidEmail)])),
      username,
      password: creating ? password : z.union([z.literal(''), password]),
      role,
      clubId: z.string(),
      courtId: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.role === 'super_admin' || values.clubId !== '') return;
      if (values.role === 'court_user' && values.courtId !== '') return;
      const message =
        values.role === 'club_admin'
          ? i18n._(msg`Club is required for a club admin`)
          : i18n._(msg`Club is required for a court user`);
      ctx.addIssue({ code: 'custom', path: ['clubId'], message });
    });
}
type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;
type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

function UserForm({ user, onClose }: { user: User | null; onClose: () => void }) {
  const me = useCurrentUser();
  const clubs = useClubs();
  const courts = useCourts();
  const { create, update } = useUserMutations();
  const editingSelf = user?.id === me.id;
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(userFormSchema(user === null)),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      username: user?.username ?? '',
      password: '',
      role: user?.role ?? 'court_user',
      clubId: user?.clubId ? String(user.clubId) : '',
      courtId: user?.courtId ? String(user.courtId) : '',
    },
  });
  const field = fieldBinder(form);
  const role = form.watch('role');
  const clubId = form.watch('clubId');

  const save = async (values: UserFormOutput) => {
    const scope = {
      clubId: values.role === 'super_admin' || values.clubId === '' ? null : Number(values.clubId),
      courtId: values.role === 'court_user' && values.courtId !== '' ? Number(values.courtId) : null,
    };
    const fields = { name: values.name, email: values.email, username: values.username, role: values.role };
    if (user) {
      const body: UserUpdateBody = { ...fields, ...scope };
      if (values.password) body.password = values.password;
      if (editingSelf) delete body.role;
      await update.mutateAsync({ id: user.id, body });
    } else {
      await create.mutateAsync({ ...fields, ...scope, password: values.password });
    }
  };

  const courtOptions = (courts.data ?? [])
    .filter((court) => clubId === '' || String(court.club_id) === clubId)
    .map((court) => ({ value: court.id, label: `${court.name} (ID ${court.id})` }));
  return (
    <FormModal texts={userFormTexts(user !== null)} form={form} onSave={save} onClose={onClose}>
      <TextField label={i18n._(msg`Name`)} {...field('name')} />
      <TextField label={i18n._(msg`Email`)} type="email" {...field('email')} />
      <TextField label={i18n._(msg`Username`)} autoComplete="off" {...field('username')} />
      <TextField
        label={user ? i18n._(msg`New password`) : i18n._(msg`Password`)}
        type="password"
        autoComplete="new-password"
        hint={user ? i18n._(msg`Leave blank to keep the current password.`) : undefined}
        {...field('password')}
      />
      <SelectField
        label={i18n._(msg`Role`)}
        options={ROLES.map((value) => ({ value, label: ROLE_CODES[value] }))}
        disabled={editingSelf}
        hint={editingSelf ? OWN_ROLE_LOCKED() : undefined}
        {...field('role')}
      />
      {role !== 'super_admin' ? (
        <SelectField
          label={i18n._(msg`Club`)}
          placeholder={i18n._(msg`Select a club`)}
          options={(clubs.data ?? []).map((club) => ({ value: club.id, label: club.name }))}
          {...field('clubId', { onChange: () => form.setValue('courtId', '') })}
        />
      ) : null}
      {role === 'court_user' ? (
        <SelectField
          label={i18n._(msg`Court`)}
          placeholder={i18n._(msg`No court`)}
          options={courtOptions}
          {...field('courtId')}
        />
      ) : null}
    </FormModal>
  );
}

/** /admin/users (super admin): create, edit (password reset included) and delete really work. */
export function UsersPage() {
  const users = useUsers();
  const courts = useCourts();
  const { remove } = useUserMutations();
  const [devicesOf, setDevicesOf] = useState<User | null>(null);
  const courtName = (id: number | null) =>
    id === null ? '—' : (courts.data?.find((court) => court.id === id)?.name ?? i18n._(msg`Court ${id}`));

  const columns: Column<User>[] = [
    { header: 'ID', cell: (user) => user.id },
    { header: i18n._(msg`Name`), cell: (user) => <span className="font-medium">{user.name}</span> },
    { header: i18n._(msg`Email`), cell: (user) => user.email ?? '—', className: 'break-all' },
    { header: i18n._(msg`Role`), cell: (user) => ROLE_CODES[user.role] },
    { header: i18n._(msg`Court`), cell: (user) => courtName(user.courtId) },
    { header: i18n._(msg`Created`), cell: (user) => formatDate(user.created_at) },
  ];

  return (
    <ListPage
      texts={USER_TEXTS()}
      form={(user, close) => <UserForm user={user} onClose={close} />}
      query={users}
      columns={columns}
      {...NAMED_ROWS}
      actions={(user) =>
        user.role === 'court_user' ? (
          <RowButton name={i18n._(msg`Devices of ${user.name}`)} onClick={() => setDevicesOf(user)}>
            <Trans>Devices</Trans>
          </RowButton>
        ) : null
      }
      remove={remove}
    >
      {devicesOf ? <DevicesDialog user={devicesOf} onClose={() => setDevicesOf(null)} /> : null}
    </ListPage>
  );
}
