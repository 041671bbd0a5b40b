// A definition's plain metadata as one role may use it: the screens and actions it may not use (Create,
// a row's form, Delete) and the workflow steps it may not run are left out, so a screen never offers what
// the BFF would refuse (lib/grants.ts decides who may, from the areas' access declarations).
import { rolesFor, rolesForCall } from '@/lib/grants';
import type { Role } from '@/lib/routes';
import { resourceMeta, type ResourceName } from '@/areas/registry';
import type { ResourceMeta, WorkflowStep } from './types';

/** The roles that may run a step: its own list, or whoever may call the resource's status action. */
export function stepRoles(resource: string, step: WorkflowStep): readonly Role[] {
  return step.roles ?? rolesForCall('main', 'POST', [resource, '1', 'status']);
}

export function resourceMetaForRole(name: ResourceName, role: Role): ResourceMeta {
  const meta = resourceMeta(name);
  const may = (op: 'create' | 'update' | 'delete') => meta.actions[op] && rolesFor('main', meta.resource, op).includes(role);
  const actions = { create: may('create'), update: may('update'), delete: may('delete') };
  if (!meta.workflow) return { ...meta, actions };
  const steps = meta.workflow.steps.filter((step) => stepRoles(meta.resource, step).includes(role));
  return { ...meta, actions, workflow: { ...meta.workflow, steps } };
}
