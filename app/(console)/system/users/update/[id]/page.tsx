// GET /system/users/update/{id} – one staff account. On one's own account the role and status are
// locked and Delete is hidden, as the upstream refuses those changes (docs/business-rules.md#system-users).
import { ResourceUpdateForm } from '@/components/resource/form/resource-update-form';
import { OwnAccountNotice } from '@/areas/users/own-account-notice';
import { OWN_ACCOUNT_LOCKED_FIELDS } from '@/areas/users/definition';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/system/users/update/:id', ({ params, user }) => {
  const isOwnAccount = params.id === user.id;
  return (
    <ResourceUpdateForm
      resource="users"
      id={params.id}
      restrictions={isOwnAccount ? { notice: <OwnAccountNotice />, lockedFields: OWN_ACCOUNT_LOCKED_FIELDS, canDelete: false } : undefined}
    />
  );
});

export const metadata = page.metadata;
export default page.Page;
