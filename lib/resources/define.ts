// Builds a resource definition from what an area declares plus what its access declaration says
// (areas/<area>/access.ts: path, title, roles, which screens exist, who may delete), so the two can never
// disagree.
import type { z } from 'zod';
import { AREA_ACCESS } from '@/areas/access';
import { matchRoute } from '@/lib/routes';
import type { ReferenceDef, ReferencePath, ResourceDefinition } from './types';

type Declared<S extends z.ZodType> = Omit<ResourceDefinition<S>, 'name' | 'basePath' | 'label' | 'roles' | 'actions' | 'references'> & {
  /** Paths into the schema's own record only. */
  references?: readonly ReferenceDef<ReferencePath<z.output<S>>>[];
};

export function defineResource<S extends z.ZodType>(declared: Declared<S>): ResourceDefinition<S> {
  const access = AREA_ACCESS.find((area) => area.resource === declared.resource);
  if (!access) throw new Error(`No access declaration for ${declared.resource}`);
  const list = matchRoute(access.path)!;
  const fieldNames = new Set(declared.fields.map((field) => field.name));
  const unknown = [
    ...(declared.workflow ? [declared.workflow.field, ...declared.workflow.steps.flatMap((step) => step.needs ?? [])] : []),
    ...(declared.detail?.sections.flatMap((section) => section.fields) ?? []),
    ...(declared.regionField ? [declared.regionField] : []),
  ].filter((name) => !fieldNames.has(name));
  if (unknown.length) throw new Error(`${access.path} names undeclared fields: ${unknown.join(', ')}`);
  return {
    ...declared,
    detail: declared.detail && { ...declared.detail, param: declared.detail.param ?? declared.singular.toLowerCase() },
    name: access.resource,
    basePath: access.path,
    label: access.title,
    roles: list.roles,
    actions: {
      create: access.screens?.create === true,
      update: access.screens?.update === true,
      delete: (access.grants.delete ?? []).length > 0,
    },
  };
}
