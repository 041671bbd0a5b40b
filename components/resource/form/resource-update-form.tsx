// The update screen of a declared resource: its form (resource-form.tsx) with the record's History section
// below it. Only update pages import it, so create screens carry none of the history's code.
import { resourceMeta } from '@/areas/registry';
import { UpdateWithHistory } from '../history/update-history';
import type { ResourceFormOptions } from './form-client-props';
import { ResourceForm } from './resource-form';

export function ResourceUpdateForm(props: ResourceFormOptions & { id: string }) {
  const { resource, singular, fields, regionField } = resourceMeta(props.resource);
  return (
    <UpdateWithHistory meta={{ resource, singular, fields, regionField }} id={props.id}>
      <ResourceForm {...props} />
    </UpdateWithHistory>
  );
}
