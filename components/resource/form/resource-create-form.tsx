// The generic create screen of a declared resource, as server pages use it (form-client-props.ts says what
// the client screen receives). Apart from the update screen (resource-form.tsx): a page's client code is
// everything its server components import, so a create page importing the update screen would load its
// update-only parts (Delete, the conflict view) too.
import { formClientProps, type ResourceFormOptions } from './form-client-props';
import { ResourceFormClient } from './resource-form-client';

export async function ResourceCreateForm(options: Omit<ResourceFormOptions, 'headerActions'>) {
  return <ResourceFormClient {...await formClientProps(options)} id={null} />;
}
