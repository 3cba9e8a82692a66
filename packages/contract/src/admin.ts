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
  RESULT_DISPLAY_MINUTES_MAX,
  RESULT_DISPLAY_MINUTES_MIN,
  ROLES,
} from './vocabulary.ts';

/** What a DELETE of a club, court, button, user or sponsor logo answers. */
export const deletedSchema = z.object({ id: z.number().int() });
export type Deleted = z.infer<typeof deletedSchema>;

// ---------------------------------------------------------------- courts

export const courtUserSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  username: z.string(),
});

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
  /**
   * The language of the club's screens, spoken calls, mails and result images (docs/i18n.md); null:
   * not fixed, each screen follows its browser and mails are in English.
   */
  language: z.enum(LANGUAGES).nullable(),
  /** The IANA time zone of the club's dates and times (the server's zone unless set). */
  timezone: z.string(),
  /** The voice of the spoken calls (docs/audio.md). */
  voice: z.enum(VOICES),
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
  result_display_minutes: z
    .number({ error: 'Result display minutes must be a number' })
    .int('Result display minutes must be a whole number')
    .min(
      RESULT_DISPLAY_MINUTES_MIN,
      `Result display minutes must be ${RESULT_DISPLAY_MINUTES_MIN} to ${RESULT_DISPLAY_MINUTES_MAX}`,
    )
    .max(
      RESULT_DISPLAY_MINUTES_MAX,
      `Result display minutes must be ${RESULT_DISPLAY_MINUTES_MIN} to ${RESULT_DISPLAY_MINUTES_MAX}`,
    )
    .optional(),
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
});
export type ClubBody = z.infer<typeof clubBodySchema>;

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

export const buttonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  action: z.enum(BUTTON_ACTIONS),
  court_id: z.number().int(),
  created_at: timestampSchema,
  /** The address to configure the device with (the secret goes in x-button-key or ?key=). */
  press_url: z.string(),
});
export type Button = z.infer<typeof buttonSchema>;

/** Creation and secret regeneration answer: the secret is shown once. */
export const buttonWithSecretSchema = z.object({ button: buttonSchema, secret: z.string() });
export type ButtonWithSecret = z.infer<typeof buttonWithSecretSchema>;

const buttonFields = {
  name: requiredText('Name is required', 100),
  label: requiredText('Label is required', 100),
  action: z.enum(BUTTON_ACTIONS, { error: enumError('Action', BUTTON_ACTIONS) }),
  /** Required (the server answers 'Court is required'); a club admin may pick a court of their club. */
  court_id: serialIdSchema.optional(),
};

export const buttonCreateBodySchema = z.object({
  ...buttonFields,
  action: buttonFields.action.default('TEAM1_SCORE'),
});
export type ButtonCreateBody = z.input<typeof buttonCreateBodySchema>;
/** Only the fields sent change (no default action on edit). */
export const buttonUpdateBodySchema = z.object(buttonFields).partial();
export type ButtonUpdateBody = z.infer<typeof buttonUpdateBodySchema>;

/** GET /buttons, GET /buttons/court/{id}. */
export const buttonListSchema = z.object({ buttons: z.array(buttonSchema) });
export type ButtonList = z.infer<typeof buttonListSchema>;
export const buttonListQuerySchema = z.object({ court_id: serialIdTextSchema.optional() });

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
