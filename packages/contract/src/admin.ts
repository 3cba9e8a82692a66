import { SPORTS } from '@bandeja/scoring';
import { z } from 'zod';
import { userSchema } from './auth.ts';
import {
  binarySchema,
  enumError,
  requiredError,
  requiredText,
  serialIdSchema,
  serialIdTextSchema,
  timestampSchema,
} from './common.ts';
import { isTimeZone, LANGUAGES, VOICES } from './languages.ts';
import { MESSAGES } from './messages.ts';
import {
  BUTTON_ACTIONS,
  BUTTON_GESTURES,
  RESULT_DISPLAY_MINUTES_MAX,
  RESULT_DISPLAY_MINUTES_MIN,
  ROLES,
} from './vocabulary.ts';
import { wholeNumberIn } from './whole-number.ts';

/** What a DELETE of a club, court, button, user or sponsor logo answers. */
export const deletedSchema = z.object({ id: z.number().int() });
export type Deleted = z.infer<typeof deletedSchema>;

// ---------------------------------------------------------------- courts

/** A court's user as its court lists it: the account's name fields, nothing about its rights. */
export const courtUserSummarySchema = userSchema.pick({ id: true, name: true, email: true, username: true });

export const courtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  club_id: z.number().int(),
  sport_type: z.enum(SPORTS),
  /** Shown on court chips and screens ('Court 1', 'Centre court'). */
  screen_identifier: z.string(),
  created_at: timestampSchema,
  court_user: courtUserSummarySchema.nullable(),
  club: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Court = z.infer<typeof courtSchema>;

/** A court as the public sees it (results page court chips): no court user. */
export const publicCourtSchema = courtSchema.omit({ court_user: true });
export type PublicCourt = z.infer<typeof publicCourtSchema>;

/** GET /courts, GET /courts/club/{id}. */
export const courtListSchema = z.object({ courts: z.array(courtSchema) });
export type CourtList = z.infer<typeof courtListSchema>;

const passwordSchema = z
  .string({ error: requiredError('Password is required') })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password is too long');

/** An email that may be left out (court users, users); when given it must look like one. */
const optionalEmailSchema = z.string().trim().email(MESSAGES.invalidEmail).max(255, 'Email is too long');

const usernameSchema = requiredText('Username is required', 50).regex(
  /^[A-Za-z0-9._-]+$/,
  'Username may contain only letters, digits, dots, dashes and underscores',
);

export const courtCreateBodySchema = z.object({
  name: requiredText('Court name is required', 100),
  /** Required for a super admin; a club admin's club is fixed to their own. */
  club_id: serialIdSchema.optional(),
  sport_type: z.enum(SPORTS, { error: enumError('Sport type', SPORTS) }).default('PADEL'),
  screen_identifier: z.string().trim().max(50, 'Screen identifier is too long').optional(),
  court_user: z.object(
    {
      username: usernameSchema,
      password: passwordSchema,
      name: requiredText('Name is required', 100),
      email: optionalEmailSchema.optional().or(z.literal('')),
    },
    { error: requiredError('Court user is required') },
  ),
});
export type CourtCreateBody = z.input<typeof courtCreateBodySchema>;

/** Edit sends only name, club_id and sport_type (docs/product.md#validation); the court user is locked. */
export const courtUpdateBodySchema = z.object({
  name: z.string().trim().min(1, 'Court name is required').max(100, 'Court name is too long').optional(),
  club_id: serialIdSchema.optional(),
  sport_type: z.enum(SPORTS, { error: enumError('Sport type', SPORTS) }).optional(),
  screen_identifier: z
    .string()
    .trim()
    .min(1, 'Screen identifier is required')
    .max(50, 'Screen identifier is too long')
    .optional(),
  court_user: z.unknown().optional(),
});
export type CourtUpdateBody = z.infer<typeof courtUpdateBodySchema>;

export const courtListQuerySchema = z.object({ club_id: serialIdTextSchema.optional() });

// ---------------------------------------------------------------- clubs

/**
 * How long after a match's end its teams may confirm or contest the result (a club setting, in
 * minutes; docs/players.md): unchallenged at its end, the result is confirmed. Here, not in vocabulary.ts: the boards never read it.
 */
export const RESULT_CONFIRM_MINUTES_DEFAULT = 30;
export const RESULT_CONFIRM_MINUTES_MIN = 5;
export const RESULT_CONFIRM_MINUTES_MAX = 1440;

/** A club's minutes setting ('Result display minutes'), with its messages for each way it is wrong. */
function clubMinutes(label: string, min: number, max: number) {
  return wholeNumberIn(min, max, `${label} must be ${min} to ${max}`, {
    wrongType: `${label} must be a number`,
    fraction: `${label} must be a whole number`,
  });
}

export const sponsorLogoSchema = z.object({ id: z.number().int(), url: z.string() });

export const clubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  created_at: timestampSchema,
  /** Public URL of the logo image, null when none was uploaded. */
  logo_url: z.string().nullable(),
  /** Up to MAX_SPONSOR_LOGOS logos for the scoreboard's sponsor strip. */
  sponsor_logos: z.array(sponsorLogoSchema),
  /** Minutes a court display shows a finished match before it idles (docs/displays.md). */
  result_display_minutes: z.number().int(),
  /** Minutes after a match's end its teams may confirm or contest the result (docs/players.md). */
  result_confirm_minutes: z.number().int(),
  /**
   * The language of the club's screens, spoken calls, mails and result images (docs/i18n.md); null:
   * not fixed, each screen follows its browser and mails are in English.
   */
  language: z.enum(LANGUAGES).nullable(),
  /** The IANA time zone of the club's dates and times (the server's zone unless set). */
  timezone: z.string(),
  /** The voice of the spoken calls (docs/audio.md). */
  voice: z.enum(VOICES),
  /** New matches run the shot clock unless their setup says otherwise (docs/broadcast.md). */
  shot_clock: z.boolean(),
  /** The MQTT topic prefix the club's buttons bind under (docs/hardware.md); null: none. */
  mqtt_prefix: z.string().nullable(),
  /**
   * The club's own MQTT broker (docs/hardware.md); null: the server's MQTT_URL. Its password is
   * never shown: only whether one is set.
   */
  mqtt_broker: z
    .object({ url: z.string(), username: z.string().nullable(), password_set: z.boolean() })
    .nullable(),
});
export type Club = z.infer<typeof clubSchema>;

/** The public face of a club (scoreboard sponsor strip, results header, court displays). */
export const clubBrandingSchema = clubSchema.pick({
  id: true,
  name: true,
  logo_url: true,
  sponsor_logos: true,
  result_display_minutes: true,
  language: true,
  voice: true,
  shot_clock: true,
});
export type ClubBranding = z.infer<typeof clubBrandingSchema>;

export const clubBodySchema = z.object({
  name: requiredText('Name is required', 100),
  email: z
    .string({ error: requiredError('Email is required') })
    .trim()
    .min(1, 'Email is required')
    .email(MESSAGES.invalidEmail)
    .max(255, 'Email is too long'),
  phone: requiredText('Phone is required', 50),
  address: requiredText('Address is required', 255),
  /** Left out: unchanged on edit, the default on creation. */
  result_display_minutes: clubMinutes(
    'Result display minutes',
    RESULT_DISPLAY_MINUTES_MIN,
    RESULT_DISPLAY_MINUTES_MAX,
  ).optional(),
  /** Left out: unchanged on edit, the default on creation (docs/players.md). */
  result_confirm_minutes: clubMinutes(
    'Result confirm minutes',
    RESULT_CONFIRM_MINUTES_MIN,
    RESULT_CONFIRM_MINUTES_MAX,
  ).optional(),
  /** null: not fixed (each screen follows its browser). Left out: unchanged on edit, not fixed on creation. */
  language: z
    .enum(LANGUAGES, { error: enumError('Language', LANGUAGES) })
    .nullable()
    .optional(),
  /** An IANA time zone ('Europe/Madrid'). Left out: unchanged on edit, the server's zone on creation. */
  timezone: z
    .string({ error: 'Time zone must be text' })
    .trim()
    .min(1, 'Time zone is required')
    .max(64, 'Time zone is too long')
    .refine(isTimeZone, 'Time zone must be an IANA time zone, e.g. Europe/Madrid')
    .optional(),
  /** Left out: unchanged on edit, 'male' on creation. */
  voice: z.enum(VOICES, { error: enumError('Voice', VOICES) }).optional(),
  /** Left out: unchanged on edit, off on creation (docs/broadcast.md). */
  shot_clock: z.boolean({ error: MESSAGES.invalidShotClock }).optional(),
  /**
   * The MQTT topic prefix the club's buttons must bind under, a plain topic
   * ('zigbee2mqtt/club-norte/'), set by a super admin (who alone edits clubs). null or '': none.
   * Left out: unchanged.
   */
  mqtt_prefix: z
    .string({ error: 'MQTT prefix must be text' })
    .trim()
    .max(200, 'MQTT prefix is too long')
    .nullable()
    .optional(),
});
export type ClubBody = z.infer<typeof clubBodySchema>;

/**
 * mqtt:// or mqtts://, a host name or address, an optional port, no path, and no user or password
 * in it (they have their own fields, the password stored encrypted).
 */
const MQTT_BROKER_URL = /^mqtts?:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?\/?$/;

/**
 * PUT /clubs/{id}/mqtt-broker (the club's admins, super admins; docs/api.md "MQTT buttons"). `url`
 * '' clears the setting (and its credentials). `username`, `password`: left out, unchanged; ''
 * clears it. The password is stored encrypted and never shown again.
 */
export const clubMqttBrokerBodySchema = z.object({
  url: z
    .string({ error: 'MQTT broker URL is required' })
    .trim()
    .max(500, 'MQTT broker URL is too long')
    .refine(
      (value) => value === '' || MQTT_BROKER_URL.test(value),
      'MQTT broker URL must be mqtt://host:port or mqtts://host:port, without a user or password in it',
    ),
  username: z
    .string({ error: 'MQTT username must be text' })
    .max(200, 'MQTT username is too long')
    .optional(),
  password: z
    .string({ error: 'MQTT password must be text' })
    .max(200, 'MQTT password is too long')
    .optional(),
});
export type ClubMqttBrokerBody = z.infer<typeof clubMqttBrokerBodySchema>;

/** GET /clubs. */
export const clubListSchema = z.object({ clubs: z.array(clubSchema) });
export type ClubList = z.infer<typeof clubListSchema>;

export const sponsorParamsSchema = z.object({ id: serialIdTextSchema, sponsorId: serialIdTextSchema });

/** The multipart field that carries a logo or a sponsor image. */
export const IMAGE_FIELD = 'logo';

/**
 * An upload's multipart/form-data body, for the API document: one PNG, JPEG or WebP file. The
 * server reads the file itself (its first bytes decide its type), not through this schema.
 */
export const imageUploadBodySchema = z.object({ [IMAGE_FIELD]: binarySchema });

// ---------------------------------------------------------------- buttons

/** Why the admin buttons page flags a button (docs/api.md "Device health"). */
export const BUTTON_WARNINGS = ['low_battery', 'silent'] as const;
export type ButtonWarning = (typeof BUTTON_WARNINGS)[number];

export const buttonSignalSchema = z.object({
  /** zigbee2mqtt's `linkquality` (0–255) or a Wi-Fi device's `rssi` (dBm). */
  kind: z.enum(['linkquality', 'rssi']),
  value: z.number().int(),
});
export type ButtonSignal = z.infer<typeof buttonSignalSchema>;

/** What the server knows of a device's health, from its presses and its MQTT messages. */
export const buttonHealthSchema = z.object({
  /** The last press or MQTT message; null: never heard from. */
  last_seen_at: timestampSchema.nullable(),
  /** Percent, when the device reports it. */
  battery: z.number().int().min(0).max(100).nullable(),
  signal: buttonSignalSchema.nullable(),
  /** The battery's voltage in millivolts, when the device reports it. */
  voltage_mv: z.number().int().nullable(),
  /**
   * `low_battery`: under LOW_BATTERY_PERCENT. `silent`: not heard from since a match (live, or
   * booked) began on its court at least 15 minutes ago.
   */
  warnings: z.array(z.enum(BUTTON_WARNINGS)),
});
export type ButtonHealth = z.infer<typeof buttonHealthSchema>;

export const buttonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  /** What a single press does. */
  action: z.enum(BUTTON_ACTIONS),
  /** What a double press does; null: nothing. */
  double_action: z.enum(BUTTON_ACTIONS).nullable(),
  /** What a long press does; null: nothing. */
  long_action: z.enum(BUTTON_ACTIONS).nullable(),
  /** The MQTT topic whose messages are this button's presses; null: HTTP only. */
  mqtt_topic: z.string().nullable(),
  court_id: z.number().int(),
  created_at: timestampSchema,
  /** The address to configure the device with (the secret goes in x-button-key or ?key=). */
  press_url: z.string(),
  health: buttonHealthSchema,
  /** Until when its presses only identify it (identify mode of its court); null: scoring. */
  identify_until: timestampSchema.nullable(),
});
export type Button = z.infer<typeof buttonSchema>;

/** Creation and secret regeneration answer: the secret is shown once. */
export const buttonWithSecretSchema = z.object({ button: buttonSchema, secret: z.string() });
export type ButtonWithSecret = z.infer<typeof buttonWithSecretSchema>;

/**
 * A plain MQTT topic (docs/hardware.md): no wildcard, no system topic, no empty level at the start,
 * so one topic is one device and a club cannot subscribe to what it does not own.
 */
export function isPlainMqttTopic(topic: string): boolean {
  return (
    topic.length > 0 &&
    topic.length <= 200 &&
    !topic.includes('+') &&
    !topic.includes('#') &&
    !topic.includes('\u0000') &&
    !topic.startsWith('$') &&
    !topic.startsWith('/')
  );
}

const buttonFields = {
  name: requiredText('Name is required', 100),
  label: requiredText('Label is required', 100),
  action: z.enum(BUTTON_ACTIONS, { error: enumError('Action', BUTTON_ACTIONS) }),
  /** null: the gesture does nothing. Left out on creation: undo for a team's point button, else nothing. */
  double_action: z
    .enum(BUTTON_ACTIONS, { error: enumError('Double press action', BUTTON_ACTIONS) })
    .nullable(),
  /** null (the default): a long press does nothing. */
  long_action: z.enum(BUTTON_ACTIONS, { error: enumError('Long press action', BUTTON_ACTIONS) }).nullable(),
  /** null or '': no MQTT topic. Checked by the server (MESSAGES.mqttTopicInvalid, mqttTopicTaken). */
  mqtt_topic: z
    .string({ error: 'MQTT topic must be text' })
    .trim()
    .max(200, 'MQTT topic is too long')
    .nullable(),
  /** Required (the server answers 'Court is required'); a club admin may pick a court of their club. */
  court_id: serialIdSchema.optional(),
};

export const buttonCreateBodySchema = z.object({
  ...buttonFields,
  action: buttonFields.action.default('TEAM1_SCORE'),
  double_action: buttonFields.double_action.optional(),
  long_action: buttonFields.long_action.optional(),
  mqtt_topic: buttonFields.mqtt_topic.optional(),
});
export type ButtonCreateBody = z.input<typeof buttonCreateBodySchema>;
/** Only the fields sent change (no default action on edit). */
export const buttonUpdateBodySchema = z.object(buttonFields).partial();
export type ButtonUpdateBody = z.infer<typeof buttonUpdateBodySchema>;

/** GET /buttons, GET /buttons/court/{id}. */
export const buttonListSchema = z.object({ buttons: z.array(buttonSchema) });
export type ButtonList = z.infer<typeof buttonListSchema>;
export const buttonListQuerySchema = z.object({ court_id: serialIdTextSchema.optional() });

/** The default double-press action (docs/api.md "WatchButton"): a team's point button undoes. */
export function defaultDoubleAction(
  action: (typeof BUTTON_ACTIONS)[number],
): (typeof BUTTON_ACTIONS)[number] | null {
  return action === 'TEAM1_SCORE' || action === 'TEAM2_SCORE' ? 'UNDO' : null;
}

/** POST /courts/{id}/identify: the court's buttons identify themselves until `until`. */
export const identifyModeSchema = z.object({
  court_id: z.number().int(),
  /** null: identify mode is off (DELETE). */
  until: timestampSchema.nullable(),
  buttons: z.number().int(),
});
export type IdentifyMode = z.infer<typeof identifyModeSchema>;

/**
 * Socket event `buttonIdentified` (room `court:{id}`): a press of a button in identify mode, shown
 * on the admin buttons page and the court's TV ('Team 1 button — single press — battery 87 %').
 */
export const buttonIdentifiedSchema = z.object({
  courtId: z.number().int(),
  buttonId: z.number().int(),
  name: z.string(),
  label: z.string(),
  /** What its single press does: who the button is for ('Team 1 button'). */
  buttonAction: z.enum(BUTTON_ACTIONS),
  gesture: z.enum(BUTTON_GESTURES),
  /** What the gesture would have done; null: nothing. */
  action: z.enum(BUTTON_ACTIONS).nullable(),
  battery: z.number().int().nullable(),
  /** 'http' or 'mqtt': how the press came. */
  via: z.enum(['http', 'mqtt']),
  at: timestampSchema,
});
export type ButtonIdentified = z.infer<typeof buttonIdentifiedSchema>;

// ---------------------------------------------------------------- users

export const userCreateBodySchema = z.object({
  name: requiredText('Name is required', 100),
  email: optionalEmailSchema.nullable().optional().or(z.literal('')),
  username: usernameSchema,
  password: passwordSchema,
  role: z.enum(ROLES, { error: enumError('Role', ROLES) }),
  clubId: serialIdSchema.nullable().optional(),
  courtId: serialIdSchema.nullable().optional(),
});
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

export const userUpdateBodySchema = userCreateBodySchema.partial();
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

export const assignCourtBodySchema = z.object({ courtId: serialIdSchema.nullable() });
export type AssignCourtBody = z.infer<typeof assignCourtBodySchema>;

export const userListQuerySchema = z.object({
  role: z.enum(ROLES, { error: enumError('Role', ROLES) }).optional(),
  clubId: serialIdTextSchema.optional(),
});

/** GET /users. */
export const userListSchema = z.object({ users: z.array(userSchema) });
export type UserList = z.infer<typeof userListSchema>;

// ---------------------------------------------------------------- dashboard

export const dashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeMatches: z.number().int(),
  totalCourts: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
/** A super admin may narrow the stats to one club; a club admin always gets their own. */
export const dashboardStatsQuerySchema = z.object({ clubId: serialIdTextSchema.optional() });
