// The auth part of the main API contract (docs/api-contract.md#auth-calls), shared by the BFF, the sandbox and the tests.
import { z } from 'zod';
import { MSG_EMAIL_AND_CODE_REQUIRED, MSG_EMAIL_INVALID, MSG_EMAIL_REQUIRED } from '@/lib/messages';
import { ROLES } from '@/lib/routes';

export { MSG_EMAIL_AND_CODE_REQUIRED, MSG_EMAIL_INVALID, MSG_EMAIL_REQUIRED };

const email = z.string().trim().toLowerCase().max(254, MSG_EMAIL_INVALID).pipe(z.email(MSG_EMAIL_INVALID));

/** Body of `POST /v1/auth/request-code` (and of the BFF's `/api/auth/request-code`). */
export const requestCodeBodySchema = z.object({
  email: z.string({ error: MSG_EMAIL_REQUIRED }).trim().min(1, MSG_EMAIL_REQUIRED).pipe(email),
});

/** Body of `POST /v1/auth/login` (and of the BFF's `/api/auth/login`). */
export const loginBodySchema = z.object({
  email: z
    .string({ error: MSG_EMAIL_AND_CODE_REQUIRED })
    .trim()
    .min(1, MSG_EMAIL_AND_CODE_REQUIRED)
    .pipe(email),
  code: z
    .string({ error: MSG_EMAIL_AND_CODE_REQUIRED })
    .trim()
    .min(1, MSG_EMAIL_AND_CODE_REQUIRED)
    .max(32),
});

/** Body of `POST /v1/auth/refresh-token`. */
export const refreshBodySchema = z.object({ token: z.string().min(1) });

/** The upstream session: opaque tokens and the access token's expiry as a millisecond timestamp. */
export const upstreamSessionSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expired_at: z.number().int().positive(),
});
export type UpstreamSession = z.infer<typeof upstreamSessionSchema>;

/** `data` of a successful login: who signed in, and their upstream session. */
export const loginDataSchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  name: z.string(),
  role: z.enum(ROLES),
  session: upstreamSessionSchema,
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** `data` of a successful refresh: the new upstream session, optionally wrapped like the login answer. */
export const refreshDataSchema = z.union([
  upstreamSessionSchema,
  z.object({ session: upstreamSessionSchema }).transform((d) => d.session),
]);

/**
 * `data` of `GET /v1/me`. `photo` is a file id (docs/api-contract.md#system-users); anything else (an
 * address on another host, say) is no photo, since the browser loads files through the BFF only.
 */
export const meDataSchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  name: z.string(),
  role: z.enum(ROLES),
  photo: z
    .unknown()
    .optional()
    .transform((p) => (typeof p === 'number' || (typeof p === 'string' && /^\d+$/.test(p)) ? Number(p) : 0))
    .transform((p) => (Number.isSafeInteger(p) && p > 0 ? p : null)),
  /**
   * When the account was made (ISO text), if the upstream says. Unlike an id it is never given to another
   * account, so what the BFF binds to an account (its drafts key) binds to it; without it, the id alone.
   */
  created_at: z
    .unknown()
    .optional()
    .transform((at) => (typeof at === 'string' && at.length > 0 && at.length <= 64 ? at : undefined)),
});
export type Me = z.infer<typeof meDataSchema>;
/** `data` of `GET /v1/me` as the upstream sends it (the sandbox's answer). */
export type MeData = z.input<typeof meDataSchema> & { photo: number | null };

/** Every answer of the main API wraps its payload in `data`. */
export function envelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

// ---------------------------------------------------------------------------------------------------
// What the BFF answers the browser. No token ever appears here.

/** `POST /api/auth/login` → the signed-in user and when the access token expires. */
export interface SignedInResponse {
  user: { id: string; name: string; role: (typeof ROLES)[number] };
  expiresAt: number;
}

/** `GET /api/me` → the current user, where the browser loads their photo, and when the access token expires. */
export interface MeResponse extends Omit<Me, 'photo'> {
  /** `fileContentPath(id)`: the photo through the BFF, or null. */
  photo: string | null;
  expiresAt: number;
}

/** `POST /api/auth/refresh` → when the new access token expires. */
export interface RefreshResponse {
  expiresAt: number;
}
