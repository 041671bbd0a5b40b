// The two staff roles, and the sets of them every access declaration names. Pure: safe on the Edge.
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const BOTH: readonly Role[] = ['admin', 'editor'];
export const ADMIN: readonly Role[] = ['admin'];
export const EDITOR: readonly Role[] = ['editor'];
