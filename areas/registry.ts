// Every declared resource by upstream name (the generated index areas/definitions.ts), and the schema-free
// view of one that client lists receive.
import { RESOURCES } from './definitions';
import type { RouteDef } from '@/lib/routes';
import type { ResourceDefinition, ResourceMeta } from '@/lib/resources/types';

export { RESOURCES };

export type ResourceName = keyof typeof RESOURCES;

export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(RESOURCES, name);
}

export function getResource(name: ResourceName): ResourceDefinition {
  return RESOURCES[name];
}

/** The definition without its schema: plain data a server page may hand to a client screen. */
export function resourceMeta(name: ResourceName): ResourceMeta {
  const { schema: _schema, references: _references, ...meta } = RESOURCES[name] as ResourceDefinition;
  return meta;
}

/** The declared resource whose list, create or update screen `route` is, if any. */
export function resourceForRoute(route: RouteDef, screen: 'list' | 'create' | 'update'): ResourceName | undefined {
  if (!route.resource || !isResourceName(route.resource)) return undefined;
  const { basePath } = RESOURCES[route.resource];
  const pattern = { list: basePath, create: `${basePath}/create`, update: `${basePath}/update/:id` }[screen];
  return route.pattern === pattern ? route.resource : undefined;
}
