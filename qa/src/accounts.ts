// The staff accounts every sandbox scenario has (the demo seed's, kept by `empty` and `large` too).

/** The two roles of the console. */
export type Role = 'admin' | 'editor';

/** One seeded account per role: sign in as `admin` or `editor`, or pass another seeded e-mail. */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
  editor: { email: 'editor@example.com', name: 'Eddie Editor' },
} as const satisfies Record<Role, { email: string; name: string }>;

/** The e-mail of a role's account, or the e-mail itself. */
export function emailOf(who: Role | string): string {
  return who === 'admin' || who === 'editor' ? ACCOUNTS[who].email : who;
}
