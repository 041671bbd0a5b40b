// The property a record is named by where people read about it (the command palette's hits, the audit
// log): the drawer's title, else the list's first column unless that shows a badge (a rating).
import type { ResourceDefinition } from './types';

export function recordTitleField(definition: Pick<ResourceDefinition, 'detail' | 'columns' | 'searchFields'>): string {
  if (definition.detail) return definition.detail.titleField;
  const first = definition.columns[0];
  return first.format === 'badge' || first.format === 'option' ? definition.searchFields[0] : first.field;
}
