// Every declared resource by upstream name, and the schema-free view of one that client lists receive.
import { bundlesResource } from './bundles';
import { categoriesResource } from './categories';
import { contentResource } from './content';
import { contentCategoriesResource } from './content-categories';
import { contentTypesResource } from './content-types';
import { customersResource } from './customers';
import { conversationFeedbacksResource } from './conversation-feedbacks';
import { conversationsResource } from './conversations';
import { feedbacksResource } from './feedbacks';
import { filesResource } from './files';
import { ordersResource } from './orders';
import { pagesResource } from './pages';
import { productsResource } from './products';
import { settingsResource } from './settings';
import { suggestedQuestionsResource } from './suggested-questions';
import { tipsResource } from './tips';
import { teamMembersResource } from './team-members';
import { influencersResource } from './influencers';
import { invitationsResource } from './invitations';
import { subscribersResource } from './subscribers';
import { usersResource } from './users';
import { videosResource } from './videos';
import type { RouteDef } from '@/lib/routes';
import type { ResourceDefinition, ResourceMeta } from './types';

export const RESOURCES = {
  products: productsResource,
  bundles: bundlesResource,
  categories: categoriesResource,
  'suggested-questions': suggestedQuestionsResource,
  feedbacks: feedbacksResource,
  content: contentResource,
  pages: pagesResource,
  'content-categories': contentCategoriesResource,
  'content-types': contentTypesResource,
  videos: videosResource,
  tips: tipsResource,
  conversations: conversationsResource,
  'conversation-feedbacks': conversationFeedbacksResource,
  files: filesResource,
  users: usersResource,
  settings: settingsResource,
  orders: ordersResource,
  customers: customersResource,
  'team-members': teamMembersResource,
  influencers: influencersResource,
  invitations: invitationsResource,
  subscribers: subscribersResource,
} satisfies Record<string, ResourceDefinition>;

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
