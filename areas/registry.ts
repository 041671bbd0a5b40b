// Every declared resource by upstream name, and the schema-free view of one that client lists receive.
import { bundlesResource } from './bundles/definition';
import { categoriesResource } from './categories/definition';
import { contentResource } from './content/definition';
import { contentCategoriesResource } from './content-categories/definition';
import { contentTypesResource } from './content-types/definition';
import { customersResource } from './customers/definition';
import { conversationFeedbacksResource } from './conversation-feedbacks/definition';
import { conversationsResource } from './conversations/definition';
import { feedbacksResource } from './feedbacks/definition';
import { filesResource } from './files/definition';
import { ordersResource } from './orders/definition';
import { pagesResource } from './pages/definition';
import { productsResource } from './products/definition';
import { settingsResource } from './settings/definition';
import { suggestedQuestionsResource } from './suggested-questions/definition';
import { tipsResource } from './tips/definition';
import { teamMembersResource } from './team-members/definition';
import { influencersResource } from './influencers/definition';
import { invitationsResource } from './invitations/definition';
import { subscribersResource } from './subscribers/definition';
import { usersResource } from './users/definition';
import { videosResource } from './videos/definition';
import type { RouteDef } from '@/lib/routes';
import type { ResourceDefinition, ResourceMeta } from '@/lib/resources/types';

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
