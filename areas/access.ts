// Every area's access declaration (areas/<area>/access.ts), in the order of docs/console-screens.md#routes.
// The route table, the menu and the API grants are derived from this list (lib/access.ts). Pure data:
// the Edge guard reads it, so nothing here may import React or a schema.
import { access as dashboard } from './dashboard/access';
import { access as videos } from './videos/access';
import { access as content } from './content/access';
import { access as contentCategories } from './content-categories/access';
import { access as contentTypes } from './content-types/access';
import { access as pages } from './pages/access';
import { access as products } from './products/access';
import { access as bundles } from './bundles/access';
import { access as tips } from './tips/access';
import { access as conversations } from './conversations/access';
import { access as conversationFeedbacks } from './conversation-feedbacks/access';
import { access as orders } from './orders/access';
import { access as customers } from './customers/access';
import { access as teamMembers } from './team-members/access';
import { access as suggestedQuestions } from './suggested-questions/access';
import { access as subscribers } from './subscribers/access';
import { access as feedbacks } from './feedbacks/access';
import { access as categories } from './categories/access';
import { access as influencers } from './influencers/access';
import { access as invitations } from './invitations/access';
import { access as users } from './users/access';
import { access as files } from './files/access';
import { access as settings } from './settings/access';
import type { DerivedAccess } from '@/lib/access';

export const AREA_ACCESS: readonly DerivedAccess[] = [
  dashboard,
  videos,
  content,
  contentCategories,
  contentTypes,
  pages,
  products,
  bundles,
  tips,
  conversations,
  conversationFeedbacks,
  orders,
  customers,
  teamMembers,
  suggestedQuestions,
  subscribers,
  feedbacks,
  categories,
  influencers,
  invitations,
  users,
  files,
  settings,
];
