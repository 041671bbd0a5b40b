// The generic update screen of a declared resource, as server pages use it (form-client-props.ts says what
// the client screen receives). Apart from the create screen (resource-create-form.tsx), so that create
// pages load none of the update-only parts (update-form-client.tsx).
import { formClientProps, type ResourceFormOptions } from './form-client-props';
import { UpdateFormClient } from './update-form-client';

export async function ResourceForm({ id, ...options }: ResourceFormOptions & { id: string }) {
  return <UpdateFormClient {...await formClientProps(options)} id={id} />;
}
