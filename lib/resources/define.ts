// Builds a resource definition from what an area declares plus what the route table already says
// (upstream name, roles, which screens exist), so the two can never disagree.
import type { z } from 'zod';
import { matchRoute } from '@/lib/routes';
import type { ResourceActions, ResourceDefinition } from './types';

type Declared<S extends z.ZodType> = Omit<ResourceDefinition<S>, 'name' | 'resource' | 'label' | 'roles' | 'actions'> & {
  /** Only `delete` is declared; create and update follow the route table. */
  actions: Pick<ResourceActions, 'delete'>;
};

export function defineResource<S extends z.ZodType>(declared: Declared<S>): ResourceDefinition<S> {
  const list = matchRoute(declared.basePath);
  if (!list?.resource) throw new Error(`No route with a resource at ${declared.basePath}`);
  const fieldNames = new Set(declared.fields.map((field) => field.name));
  const unknown = [
    ...(declared.workflow ? [declared.workflow.field, ...declared.workflow.steps.flatMap((step) => step.needs ?? [])] : []),
    ...(declared.detail?.sections.flatMap((section) => section.fields) ?? []),
    ...(declared.regionField ? [declared.regionField] : []),
  ].filter((name) => !fieldNames.has(name));
  if (unknown.length) throw new Error(`${declared.basePath} names undeclared fields: ${unknown.join(', ')}`);
  return {
    ...declared,
    detail: declared.detail && { ...declared.detail, param: declared.detail.param ?? declared.singular.toLowerCase() },
    name: list.resource,
    resource: list.resource,
    label: list.title,
    roles: list.roles,
    actions: {
      // The pattern itself, not any match: /conversations/create would match the thread at /conversations/:id.
      create: matchRoute(`${declared.basePath}/create`)?.pattern === `${declared.basePath}/create`,
      update: matchRoute(`${declared.basePath}/update/1`)?.pattern === `${declared.basePath}/update/:id`,
      delete: declared.actions.delete,
    },
  };
}
