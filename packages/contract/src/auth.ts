import { z } from 'zod';
import {
  requiredError,
  requiredText,
  serialIdSchema,
  serialIdTextSchema,
  timestampSchema,
} from './common.ts';
import { ROLES } from './vocabulary.ts';

export const loginBodySchema = z.object({
  username: requiredText('Username is required', 255),
  password: z
    .string({ error: requiredError('Password is required') })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user as every screen sees it; never carries a password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  role: z.enum(ROLES),
  clubId: z.number().int().nullable(),
  courtId: z.number().int().nullable(),
  created_at: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * `session`: 'device' for a court user (a long-lived device session the browser keeps across
 * restarts, in localStorage), 'browser' for everyone else (the tab's session, 12 hours).
 */
export const loginResponseSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  session: z.enum(['browser', 'device']),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/logout. */
export const loggedOutSchema = z.object({ signedOut: z.literal(true) });

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * What the signed token carries (subject = user id). `ver` is the user's token version when it was
 * signed: a password change bumps it, and older tokens are refused. A token from before versions
 * existed has none and counts as version 0.
 */
export const tokenClaimsSchema = z.object({
  sub: serialIdSchema,
  role: z.enum(ROLES),
  ver: z.number().int().min(0).default(0),
  /** A court user's device session (the `device_sessions` row); absent from admins' tokens. */
  sid: serialIdSchema.optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** One signed-in device of a court user (GET /users/{id}/devices). */
export const deviceSessionSchema = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  created_at: timestampSchema,
  last_used_at: timestampSchema,
  expires_at: timestampSchema,
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionListSchema = z.object({ devices: z.array(deviceSessionSchema) });
export type DeviceSessionList = z.infer<typeof deviceSessionListSchema>;

export const deviceParamsSchema = z.object({ id: serialIdTextSchema, deviceId: serialIdTextSchema });
