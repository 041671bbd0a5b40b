// Every SQL statement the auth flow runs (accounts, login codes, mailbox, tokens), prepared once.
import type { UserStatus } from '@/areas/users/definition';
import type { Role } from '@/lib/routes';
import type { SandboxDb } from './db';

export type { UserStatus };

export interface UserRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  /** A file id. */
  photo: number | null;
  /** ISO text; never the same for two accounts that share an id, since ids are never reused either. */
  created_at: string;
}

export interface LoginCodeRow {
  email: string;
  user_id: number;
  salt: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
}

export interface MailRow {
  email: string;
  code: string;
  sent_at: number;
}

export interface TokenRecord {
  tokenHash: string;
  userId: number;
  familyId: string;
  createdAt: number;
  expiresAt: number;
}

export interface AccessTokenRow {
  user_id: number;
  family_id: string;
  expires_at: number;
  revoked_at: number | null;
}

export interface RefreshTokenRow extends AccessTokenRow {
  used_at: number | null;
}

// A database made before photos were file ids holds them as text; the cast reads either.
const USER_COLUMNS = 'id, name, email, role, status, CAST(photo AS INTEGER) AS photo, created_at';

export function createAuthStore(db: SandboxDb) {
  const statements = {
    userByEmail: db.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`),
    userById: db.prepare<[number], UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`),
    recordLogin: db.prepare<[string, number]>('UPDATE users SET last_login_at = ? WHERE id = ?'),

    saveLoginCode: db.prepare<[Omit<LoginCodeRow, 'attempts'>]>(
      `INSERT INTO login_codes (email, user_id, salt, code_hash, expires_at, attempts)
       VALUES (@email, @user_id, @salt, @code_hash, @expires_at, 0)
       ON CONFLICT (email) DO UPDATE SET user_id = excluded.user_id, salt = excluded.salt,
         code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
    ),
    loginCode: db.prepare<[string], LoginCodeRow>('SELECT * FROM login_codes WHERE email = ?'),
    countWrongAttempt: db.prepare<[string]>('UPDATE login_codes SET attempts = attempts + 1 WHERE email = ?'),
    deleteLoginCode: db.prepare<[string]>('DELETE FROM login_codes WHERE email = ?'),

    sendMail: db.prepare<[MailRow]>('INSERT INTO mailbox (email, code, sent_at) VALUES (@email, @code, @sent_at)'),
    latestMail: db.prepare<[string], MailRow>(
      'SELECT email, code, sent_at FROM mailbox WHERE email = ? ORDER BY id DESC LIMIT 1',
    ),

    insertAccessToken: db.prepare<[TokenRecord]>(
      `INSERT INTO access_tokens (token_hash, user_id, family_id, created_at, expires_at)
       VALUES (@tokenHash, @userId, @familyId, @createdAt, @expiresAt)`,
    ),
    insertRefreshToken: db.prepare<[TokenRecord]>(
      `INSERT INTO refresh_tokens (token_hash, user_id, family_id, created_at, expires_at)
       VALUES (@tokenHash, @userId, @familyId, @createdAt, @expiresAt)`,
    ),
    accessToken: db.prepare<[string], AccessTokenRow>(
      'SELECT user_id, family_id, expires_at, revoked_at FROM access_tokens WHERE token_hash = ?',
    ),
    refreshToken: db.prepare<[string], RefreshTokenRow>(
      'SELECT user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = ?',
    ),
    spendRefreshToken: db.prepare<[number, string]>(
      'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
    ),
    revokeAccessFamily: db.prepare<[number, string]>(
      'UPDATE access_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL',
    ),
    revokeRefreshFamily: db.prepare<[number, string]>(
      'UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL',
    ),
  };

  return {
    /** Runs `work` atomically. */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },

    findUserByEmail: (email: string) => statements.userByEmail.get(email),
    findUserById: (id: number) => statements.userById.get(id),
    recordLogin(userId: number, at: number): void {
      statements.recordLogin.run(new Date(at).toISOString(), userId);
    },

    saveLoginCode(code: Omit<LoginCodeRow, 'attempts'>): void {
      statements.saveLoginCode.run(code);
    },
    findLoginCode: (email: string) => statements.loginCode.get(email),
    countWrongAttempt(email: string): void {
      statements.countWrongAttempt.run(email);
    },
    deleteLoginCode(email: string): void {
      statements.deleteLoginCode.run(email);
    },

    sendMail(mail: MailRow): void {
      statements.sendMail.run(mail);
    },
    findLatestMail: (email: string) => statements.latestMail.get(email),

    insertAccessToken(token: TokenRecord): void {
      statements.insertAccessToken.run(token);
    },
    insertRefreshToken(token: TokenRecord): void {
      statements.insertRefreshToken.run(token);
    },
    findAccessToken: (tokenHash: string) => statements.accessToken.get(tokenHash),
    findRefreshToken: (tokenHash: string) => statements.refreshToken.get(tokenHash),
    /** Marks a refresh token used; false when it already was. */
    spendRefreshToken(tokenHash: string, at: number): boolean {
      return statements.spendRefreshToken.run(at, tokenHash).changes === 1;
    },
    revokeFamily(familyId: string, at: number): void {
      statements.revokeAccessFamily.run(at, familyId);
      statements.revokeRefreshFamily.run(at, familyId);
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
