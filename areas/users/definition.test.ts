// The user schema (e-mail trimmed and stored lower-case, role and status from their lists, photo a file
// id) and the account rules: the last active admin stays one, and nobody disables, demotes or deletes
// their own account.
import {
  accountChangeRefusal,
  MSG_LAST_ADMIN,
  MSG_OWN_DELETE,
  MSG_OWN_ROLE,
  MSG_OWN_STATUS,
  userSchema,
  usersResource,
  type AccountFacts,
} from './definition';

const good = { name: 'Hana Kobayashi', email: 'hana.kobayashi@example.com', role: 'editor', status: 'active', photo: 12 };

function errorsOf(input: unknown): Record<string, string> {
  const result = userSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('user schema', () => {
  it('accepts a complete account as sent', () => {
    expect(userSchema.parse(good)).toEqual(good);
  });

  it('trims the e-mail and stores it lower-case, and takes a missing photo as none', () => {
    const { photo: _photo, ...noPhoto } = good;
    expect(userSchema.parse({ ...noPhoto, email: '  Hana.Kobayashi@Example.COM ' })).toEqual({ ...noPhoto, email: 'hana.kobayashi@example.com', photo: null });
  });

  it('refuses a missing name, a bad e-mail, an unknown role or status and a photo that is no file id', () => {
    expect(errorsOf({ ...good, name: '  ', email: 'hana@', role: 'owner', status: 'paused', photo: 'me.jpg' })).toEqual({
      name: 'Name is required',
      email: 'E-mail must be a valid e-mail address',
      role: 'Pick a role',
      status: 'Pick a status',
      photo: 'Photo must be a file',
    });
    expect(errorsOf({ ...good, email: '' })).toEqual({ email: 'E-mail is required' });
    expect(errorsOf({ ...good, photo: -3 })).toEqual({ photo: 'Photo must be a file' });
  });

  it('declares the list the area asks for: columns, search by name or e-mail, role and status filters', () => {
    expect(usersResource.columns.map((column) => column.field)).toEqual(['name', 'email', 'role', 'status', 'last_login_at']);
    expect(usersResource.searchFields).toEqual(['name', 'email']);
    expect(usersResource.filters.map((filter) => filter.field)).toEqual(['role', 'status']);
    expect(usersResource.roles).toEqual(['admin']);
    expect(usersResource.actions).toEqual({ create: true, update: true, delete: true });
  });
});

describe('account rules', () => {
  const me: AccountFacts = { id: 1, role: 'admin', status: 'active' };
  const otherAdmin: AccountFacts = { id: 2, role: 'admin', status: 'active' };
  const editor: AccountFacts = { id: 3, role: 'editor', status: 'active' };

  it('lets an admin change another account while another active admin remains', () => {
    expect(accountChangeRefusal(1, otherAdmin, { role: 'editor', status: 'active' }, 2)).toBeNull();
    expect(accountChangeRefusal(1, otherAdmin, { role: 'admin', status: 'disabled' }, 2)).toBeNull();
    expect(accountChangeRefusal(1, otherAdmin, null, 2)).toBeNull();
    expect(accountChangeRefusal(1, editor, { role: 'editor', status: 'disabled' }, 1)).toBeNull();
    expect(accountChangeRefusal(1, editor, null, 1)).toBeNull();
  });

  it('lets anyone save their own account with its role and status unchanged', () => {
    expect(accountChangeRefusal(1, me, { role: 'admin', status: 'active' }, 1)).toBeNull();
  });

  it('refuses demoting, disabling or deleting the last active admin', () => {
    expect(accountChangeRefusal(1, otherAdmin, { role: 'editor', status: 'active' }, 1)).toEqual({ message: MSG_LAST_ADMIN, field: 'role' });
    expect(accountChangeRefusal(1, otherAdmin, { role: 'admin', status: 'disabled' }, 1)).toEqual({ message: MSG_LAST_ADMIN, field: 'status' });
    expect(accountChangeRefusal(1, otherAdmin, { role: 'admin', status: 'invited' }, 1)).toEqual({ message: MSG_LAST_ADMIN, field: 'status' });
    expect(accountChangeRefusal(1, otherAdmin, null, 1)).toEqual({ message: MSG_LAST_ADMIN });
  });

  it('does not count an admin who is not active as the one to keep', () => {
    const disabledAdmin: AccountFacts = { id: 4, role: 'admin', status: 'disabled' };
    expect(accountChangeRefusal(1, disabledAdmin, { role: 'editor', status: 'disabled' }, 1)).toBeNull();
    expect(accountChangeRefusal(1, disabledAdmin, null, 1)).toBeNull();
  });

  it('refuses disabling, demoting or deleting one’s own account, however many admins there are', () => {
    expect(accountChangeRefusal(1, me, { role: 'editor', status: 'active' }, 5)).toEqual({ message: MSG_OWN_ROLE, field: 'role' });
    expect(accountChangeRefusal(1, me, { role: 'admin', status: 'disabled' }, 5)).toEqual({ message: MSG_OWN_STATUS, field: 'status' });
    expect(accountChangeRefusal(1, me, null, 5)).toEqual({ message: MSG_OWN_DELETE });
  });
});
