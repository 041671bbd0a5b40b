// A definition's plain metadata as one role may use it: workflow steps the role may not run are left
// out, so a screen never offers a step the BFF would refuse (lib/grants.ts decides who may).
import { rolesForCall } from '@/lib/grants';
import type { Role } from '@/lib/routes';
import { resourceMeta, type ResourceName } from './registry';
import type { ResourceMeta, WorkflowStep } from './types';

/** The roles that may run a step: its own list, or whoever may call the resource's status action. */
export function stepRoles(resource: string, step: WorkflowStep): readonly Role[] {
  return step.roles ?? rolesForCall('main', 'POST', [resource, '1', 'status']);
}

export function resourceMetaForRole(name: ResourceName, role: Role): ResourceMeta {
  const meta = resourceMeta(name);
  if (!meta.workflow) return meta;
  const steps = meta.workflow.steps.filter((step) => stepRoles(meta.resource, step).includes(role));
  return { ...meta, workflow: { ...meta.workflow, steps } };
}
