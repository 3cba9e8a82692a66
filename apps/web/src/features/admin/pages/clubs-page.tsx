import {
  type Club,
  type ClubBody,
  clubBodySchema,
  LANGUAGE_NAMES,
  LANGUAGES,
  MAX_SPONSOR_LOGOS,
  MESSAGES,
  RESULT_CONFIRM_MINUTES_DEFAULT,
  RESULT_CONFIRM_MINUTES_MAX,
  RESULT_CONFIRM_MINUTES_MIN,
  RESULT_DISPLAY_MINUTES_DEFAULT,
  RESULT_DISPLAY_MINUTES_MAX,
  RESULT_DISPLAY_MINUTES_MIN,
  VOICES,
} from '@bandeja/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { useClubMutations, useClubs } from '../api/clubs.ts';
import { ClubMqttBroker } from '../components/club-mqtt-broker.tsx';
import { type Column, NAMED_ROWS } from '../components/data-table.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { IMAGE_TOO_LARGE, ImagePicker } from '../components/image-picker.tsx';
import { ListPage } from '../components/list-page.tsx';
import { errorText, formatDate } from '../lib/format.ts';
import { CLUB_TEXTS, clubFormTexts } from '../texts.ts';

/** A function: the headers are read in the current language. */
const COLUMNS = (): Column<Club>[] => [
  { header: 'ID', cell: (club) => club.id },
  {
    header: i18n._(msg`Name`),
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
  { header: i18n._(msg`Email`), cell: (club) => club.email, className: 'break-all' },
  { header: i18n._(msg`Phone`), cell: (club) => club.phone },
  { header: i18n._(msg`Address`), cell: (club) => club.address },
  { header: i18n._(msg`Created`), cell: (club) => formatDate(club.created_at) },
];

function SponsorCount({ count }: { count: number }) {
  const max = MAX_SPONSOR_LOGOS;
  return (
    <Trans>
      Sponsor logos ({count}/{max})
    </Trans>
  );
}

/** Logo and sponsor logos: each upload or removal saves at once. */
function ClubImages({ club }: { club: Club }) {
  const { uploadLogo, removeLogo, addSponsor, removeSponsor } = useClubMutations();
  const fail = (fallback: string) => (error: unknown) => toast.error(errorText(error, fallback));
  const tooLarge = () => toast.error(IMAGE_TOO_LARGE());
  const full = club.sponsor_logos.length >= MAX_SPONSOR_LOGOS;

  return (
    <div className="mt-6 flex flex-col gap-6 border-t border-slate-200 pt-5">
      <section aria-label={i18n._(msg`Logo`)} className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-800">
          <Trans>Logo</Trans>
        </h3>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex size-24 items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
            {club.logo_url ? (
              <img
                src={club.logo_url}
                alt={`${club.name} logo`}
                className="max-h-20 max-w-20 object-contain"
              />
            ) : (
              <span className="text-xs text-slate-400">
                <Trans>No logo</Trans>
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <ImagePicker
              label={club.logo_url ? i18n._(msg`Replace logo`) : i18n._(msg`Upload logo`)}
              busy={uploadLogo.isPending}
              onTooLarge={tooLarge}
              onPick={(file) =>
                uploadLogo.mutate(
                  { id: club.id, file },
                  {
                    onSuccess: () => toast.success(i18n._(msg`Logo uploaded`)),
                    onError: fail(MESSAGES.uploadLogo),
                  },
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
                    onSuccess: () => toast.success(i18n._(msg`Logo removed`)),
                    onError: fail(MESSAGES.removeLogo),
                  })
                }
              >
                <Trans>Remove logo</Trans>
              </Button>
            ) : null}
          </div>
        </div>
        <p className="text-xs text-slate-500">
          <Trans>PNG, JPEG or WebP, at most 1 MB.</Trans>
        </p>
      </section>

      <section aria-label={i18n._(msg`Sponsor logos`)} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-800">
            <SponsorCount count={club.sponsor_logos.length} />
          </h3>
          <ImagePicker
            label={i18n._(msg`Add sponsor logo`)}
            busy={addSponsor.isPending}
            disabled={full}
            onTooLarge={tooLarge}
            onPick={(file) =>
              addSponsor.mutate(
                { id: club.id, file },
                {
                  onSuccess: () => toast.success(i18n._(msg`Sponsor logo added`)),
                  onError: fail(MESSAGES.uploadLogo),
                },
              )
            }
          />
        </div>
        {club.sponsor_logos.length === 0 ? (
          <p className="text-sm text-slate-500">
            <Trans>No sponsor logos yet. They appear in the scoreboard's sponsor strip.</Trans>
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
                        onSuccess: () => toast.success(i18n._(msg`Sponsor logo removed`)),
                        onError: fail(MESSAGES.removeLogo),
                      },
                    )
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));
const VOICE_OPTIONS = () =>
  VOICES.map((voice) => ({
    value: voice,
    label: voice === 'male' ? i18n._(msg`Male`) : i18n._(msg`Female`),
  }));

/** The zones this browser knows, with the club's own first listed if the browser lacks it. */
function timeZoneOptions(current: string | undefined) {
  const zones: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
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
      result_confirm_minutes: club?.result_confirm_minutes ?? RESULT_CONFIRM_MINUTES_DEFAULT,
      // null: not fixed, each screen follows its browser (docs/i18n.md).
      language: club?.language ?? null,
      // A new club without a zone chosen gets the server's (docs/i18n.md).
      timezone: club?.timezone,
      voice: club?.voice ?? 'male',
      // Off for social play (docs/broadcast.md).
      shot_clock: club?.shot_clock ?? false,
      mqtt_prefix: club?.mqtt_prefix ?? '',
    },
  });
  const field = fieldBinder(form);

  const save = async (body: ClubBody) => {
    if (club) await update.mutateAsync({ id: club.id, body });
    else await create.mutateAsync(body);
  };

  return (
    <FormModal
      texts={clubFormTexts(club !== null)}
      form={form}
      onSave={save}
      onClose={onClose}
      extra={
        club ? (
          <>
            <ClubImages club={club} />
            <ClubMqttBroker club={club} />
          </>
        ) : (
          <p className="mt-4 text-sm text-slate-500">
            <Trans>The logo and sponsor logos can be added once the club is saved.</Trans>
          </p>
        )
      }
    >
      <TextField label={i18n._(msg`Name`)} {...field('name')} />
      <TextField label={i18n._(msg`Email`)} type="email" {...field('email')} />
      <TextField label={i18n._(msg`Phone`)} type="tel" {...field('phone')} />
      <TextField label={i18n._(msg`Address`)} {...field('address')} />
      <TextField
        label={i18n._(msg`Result on court displays (minutes)`)}
        type="number"
        inputMode="numeric"
        min={RESULT_DISPLAY_MINUTES_MIN}
        max={RESULT_DISPLAY_MINUTES_MAX}
        hint={i18n._(
          msg`How long a court's TV shows a finished match before its start screen (or until the next match).`,
        )}
        {...field('result_display_minutes', { valueAsNumber: true })}
      />
      <TextField
        label={i18n._(msg`Time to confirm a result (minutes)`)}
        type="number"
        inputMode="numeric"
        min={RESULT_CONFIRM_MINUTES_MIN}
        max={RESULT_CONFIRM_MINUTES_MAX}
        hint={i18n._(
          msg`How long after a match each team may confirm or contest its result; a result nobody contests counts as confirmed after it.`,
        )}
        {...field('result_confirm_minutes', { valueAsNumber: true })}
      />
      <SelectField
        label={i18n._(msg`Language`)}
        options={LANGUAGE_OPTIONS}
        placeholder={i18n._(msg`Not fixed: each screen follows its browser; mails in English`)}
        hint={i18n._(msg`Screens, spoken calls, mails and result images start in this language.`)}
        {...field('language', { setValueAs: (value: string | null) => value || null })}
      />
      <SelectField
        label={i18n._(msg`Time zone`)}
        options={timeZoneOptions(club?.timezone)}
        placeholder={club ? undefined : i18n._(msg`The server's time zone`)}
        hint={i18n._(msg`Dates and times in mails and result images.`)}
        {...field('timezone', { setValueAs: (value: string) => value || undefined })}
      />
      <SelectField
        label={i18n._(msg`Voice of the spoken calls`)}
        options={VOICE_OPTIONS()}
        {...field('voice')}
      />
      <CheckboxField
        data-testid="club-shot-clock"
        label={i18n._(msg`Shot clock on the court displays`)}
        hint={i18n._(
          msg`New matches count 20 s between points, 90 s at a change of ends, 120 s at a set break and a 3-minute warm-up. Leave off for social play.`,
        )}
        {...form.register('shot_clock')}
      />
      <TextField
        label={i18n._(msg`MQTT prefix`)}
        placeholder="zigbee2mqtt/club-norte/"
        hint={i18n._(
          msg`On a server shared by clubs: this club's MQTT buttons may only use topics under it. Empty: none.`,
        )}
        {...field('mqtt_prefix')}
      />
    </FormModal>
  );
}

/** /admin/clubs (super admin). */
export function ClubsPage() {
  const clubs = useClubs();
  const { remove } = useClubMutations();

  return (
    <ListPage
      texts={CLUB_TEXTS()}
      form={(club, close) => <ClubForm club={club} onClose={close} />}
      query={clubs}
      columns={COLUMNS()}
      {...NAMED_ROWS}
      remove={remove}
    />
  );
}
