import {
  BUTTON_ACTIONS,
  type ButtonWithSecret,
  buttonCreateBodySchema,
  HEADERS,
  isSuperAdmin,
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
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { useIdentifiedPresses } from '../../../lib/buttons/identify.ts';
import { identifyText } from '../../../lib/buttons/identify-text.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { publicUrl } from '../../../lib/public-url.ts';
import { toast } from '../../../lib/toast.tsx';
import { useButtonMutations, useButtons } from '../api/buttons.ts';
import { useClubs } from '../api/clubs.ts';
import { useCourts } from '../api/courts.ts';
import { ClubMqttBroker } from '../components/club-mqtt-broker.tsx';
import { CopyLine } from '../components/copy-line.tsx';
import { type Column, NAMED_ROWS } from '../components/data-table.tsx';
import { FormModal, FormSection } from '../components/form-modal.tsx';
import { ListPage } from '../components/list-page.tsx';
import { SecretOnceModal } from '../components/secret-once-modal.tsx';
import { errorText, formatDateTime } from '../lib/format.ts';
import { BUTTON_TEXTS, buttonFormTexts } from '../texts.ts';

/** A gesture's action as a cell: 'Nothing' when it has none. */
function gestureCell(action: WatchButton['double_action']) {
  return action ?? <span className="text-slate-400">{i18n._(msg`Nothing`)}</span>;
}

/**
 * What the server knows of the device (docs/api.md "Device health"): battery, signal, last seen,
 * and a warning for a low battery or a point button silent through a match on its court.
 */
function HealthCell({ button }: { button: WatchButton }) {
  const { health } = button;
  const { signal } = health;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid={`button-health-${button.id}`}>
      <span className="whitespace-nowrap">
        {health.battery === null ? (
          <span className="text-slate-400">{i18n._(msg`Battery unknown`)}</span>
        ) : (
          i18n._(msg`Battery ${health.battery} %`)
        )}
      </span>
      {signal ? (
        <span className="whitespace-nowrap text-slate-500">
          {signal.kind === 'linkquality'
            ? i18n._(msg`Link quality ${signal.value}`)
            : i18n._(msg`RSSI ${signal.value} dBm`)}
        </span>
      ) : null}
      <span className="text-slate-500">
        {health.last_seen_at
          ? i18n._(msg`Last seen ${formatDateTime(health.last_seen_at)}`)
          : i18n._(msg`Never seen`)}
      </span>
      {health.warnings.includes('low_battery') ? (
        <span className="w-fit rounded bg-red-100 px-2 py-0.5 font-medium text-red-800">
          {i18n._(msg`Battery low: replace it`)}
        </span>
      ) : null}
      {health.warnings.includes('silent') ? (
        <span className="w-fit rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
          {i18n._(msg`Silent during a match on its court`)}
        </span>
      ) : null}
    </div>
  );
}

/** A function: the headers are read in the current language. */
const COLUMNS = (): Column<WatchButton>[] => [
  { header: 'ID', cell: (button) => button.id },
  { header: i18n._(msg`Name`), cell: (button) => <span className="font-medium">{button.name}</span> },
  { header: i18n._(msg`Court ID`), cell: (button) => button.court_id },
  { header: i18n._(msg`Action`), cell: (button) => button.action },
  {
    header: `${i18n._(msg`Double press`)} / ${i18n._(msg`Long press`)}`,
    cell: (button) => (
      <>
        {gestureCell(button.double_action)} / {gestureCell(button.long_action)}
      </>
    ),
  },
  { header: i18n._(msg`MQTT topic`), cell: (button) => button.mqtt_topic ?? '—' },
  { header: i18n._(msg`Health`), cell: (button) => <HealthCell button={button} /> },
];

/** A gesture's action in the form: '' is nothing. */
const gestureField = z.union([z.enum(BUTTON_ACTIONS), z.literal('')]);

/** Name, label and action are required; so is the court, which every button belongs to. */
const buttonFormSchema = z.object({
  name: buttonCreateBodySchema.shape.name,
  label: buttonCreateBodySchema.shape.label,
  action: z.enum(BUTTON_ACTIONS, { error: () => i18n._(msg`Action is required`) }),
  double_action: gestureField,
  long_action: gestureField,
  mqtt_topic: z.string().trim().max(200),
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
      // A new point button undoes on a double press (the server's default too).
      double_action: button ? (button.double_action ?? '') : 'UNDO',
      long_action: button?.long_action ?? '',
      mqtt_topic: button?.mqtt_topic ?? '',
      court_id: String(button?.court_id ?? defaultCourtId),
    },
  });
  const field = fieldBinder(form);

  // A created button's secret shows once, in place of the form.
  const save = async (values: ButtonFormValues) => {
    const body = {
      ...values,
      double_action: values.double_action || null,
      long_action: values.long_action || null,
      mqtt_topic: values.mqtt_topic || null,
      court_id: Number(values.court_id),
    };
    if (button) await update.mutateAsync({ id: button.id, body });
    else onSecret(await create.mutateAsync(body));
  };

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

  const gestureOptions = [
    { value: '', label: i18n._(msg`Nothing`) },
    ...BUTTON_ACTIONS.map((action) => ({ value: action, label: action })),
  ];
  const courtOptions = (courts.data ?? []).map((court) => ({
    value: court.id,
    label: `${court.name} (ID ${court.id})`,
  }));
  return (
    <>
      <FormModal texts={buttonFormTexts(button !== null)} form={form} onSave={save} onClose={onClose}>
        <TextField label={i18n._(msg`Name`)} {...field('name')} />
        <TextField label={i18n._(msg`Label`)} {...field('label')} />
        <SelectField
          label={i18n._(msg`Action`)}
          options={BUTTON_ACTIONS.map((action) => ({ value: action, label: action }))}
          {...field('action')}
        />
        <SelectField label={i18n._(msg`Double press`)} options={gestureOptions} {...field('double_action')} />
        <SelectField label={i18n._(msg`Long press`)} options={gestureOptions} {...field('long_action')} />
        <TextField
          label={i18n._(msg`MQTT topic (Zigbee, Shelly, Tasmota)`)}
          placeholder="zigbee2mqtt/court-1-team-1"
          {...field('mqtt_topic')}
        />
        <SelectField
          label={i18n._(msg`Court`)}
          placeholder={courts.isPending ? i18n._(msg`Loading courts...`) : i18n._(msg`Select a court`)}
          options={courtOptions}
          {...field('court_id')}
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

/**
 * Identify mode of one court (docs/api.md "Device health"): for 2 minutes each press of its buttons
 * shows here and on the court's TV, and scores nothing.
 */
function IdentifyPanel({ courtId }: { courtId: number }) {
  const { identify } = useButtonMutations();
  const presses = useIdentifiedPresses(courtId);
  const [until, setUntil] = useState<string | null>(null);
  const toggle = (on: boolean) =>
    identify.mutate(
      { courtId, on },
      {
        onSuccess: (mode) => setUntil(mode.until),
        onError: (error) => toast.error(errorText(error, MESSAGES.updateButton)),
      },
    );
  return (
    <section className="mb-6 rounded-xl border border-slate-200 bg-white p-4" data-testid="identify-panel">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={until ? 'secondary' : 'primary'}
          onClick={() => toggle(!until)}
          disabled={identify.isPending}
        >
          {until ? <Trans>Stop identifying</Trans> : <Trans>Identify buttons (2 minutes)</Trans>}
        </Button>
        <span className="text-sm text-slate-600">
          {until ? (
            <Trans>Press each button: it shows here and on the court's TV, and scores nothing.</Trans>
          ) : (
            <Trans>Find out which button is which: presses show instead of scoring.</Trans>
          )}
        </span>
      </div>
      {presses.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {presses.map((press) => (
            <li key={`${press.buttonId}-${press.at}`}>
              <span className="font-medium">{identifyText(press)}</span>{' '}
              <span className="text-slate-500">({press.name})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /admin/buttons (no sidebar entry; opened from Courts, optionally for one court: ?court={id}). */
export function ButtonsPage() {
  const buttons = useButtons();
  const { remove } = useButtonMutations();
  const [searchParams] = useSearchParams();
  const courtFilter = searchParams.get('court') ?? '';
  const [secret, setSecret] = useState<ButtonWithSecret | null>(null);
  // A club admin sets the club's own MQTT broker here (a super admin in the club form).
  const user = useCurrentUser();
  const clubs = useClubs(user.clubId !== null && !isSuperAdmin(user));
  const ownClub = isSuperAdmin(user) ? undefined : clubs.data?.find((club) => club.id === user.clubId);

  return (
    <ListPage
      texts={BUTTON_TEXTS()}
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
      form={(button, close) => (
        <ButtonForm
          button={button}
          defaultCourtId={courtFilter}
          onClose={close}
          onSecret={(created) => {
            close();
            setSecret(created);
          }}
        />
      )}
      above={courtFilter ? <IdentifyPanel courtId={Number(courtFilter)} /> : null}
      query={buttons}
      select={(rows) =>
        courtFilter ? rows.filter((button) => String(button.court_id) === courtFilter) : rows
      }
      columns={COLUMNS()}
      {...NAMED_ROWS}
      remove={remove}
    >
      {ownClub ? (
        <section className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <ClubMqttBroker key={ownClub.id} club={ownClub} />
        </section>
      ) : null}
      {secret ? <SecretModal created={secret} onClose={() => setSecret(null)} /> : null}
    </ListPage>
  );
}
