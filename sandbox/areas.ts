// Every area's part of the stand-in API (areas/<area>/sandbox/index.ts; sandbox/area.ts says what one
// holds). The order is the seeding order: an area's seed may look up the records of those above it
// (products find their categories, content its team members and products, tips their conditions). An
// area that adds nothing to the generic REST and has no demo data needs no line here.
import { bundlesSandbox } from '@/areas/bundles/sandbox';
import { categoriesSandbox } from '@/areas/categories/sandbox';
import { contentSandbox } from '@/areas/content/sandbox';
import { contentCategoriesSandbox } from '@/areas/content-categories/sandbox';
import { contentTypesSandbox } from '@/areas/content-types/sandbox';
import { conversationsSandbox } from '@/areas/conversations/sandbox';
import { customersSandbox } from '@/areas/customers/sandbox';
import { dashboardSandbox } from '@/areas/dashboard/sandbox';
import { feedbacksSandbox } from '@/areas/feedbacks/sandbox';
import { filesSandbox } from '@/areas/files/sandbox';
import { influencersSandbox } from '@/areas/influencers/sandbox';
import { interlinksSandbox } from '@/areas/interlinks/sandbox';
import { invitationsSandbox } from '@/areas/invitations/sandbox';
import { ordersSandbox } from '@/areas/orders/sandbox';
import { pagesSandbox } from '@/areas/pages/sandbox';
import { productsSandbox } from '@/areas/products/sandbox';
import { settingsSandbox } from '@/areas/settings/sandbox';
import { subscribersSandbox } from '@/areas/subscribers/sandbox';
import { suggestedQuestionsSandbox } from '@/areas/suggested-questions/sandbox';
import { teamMembersSandbox } from '@/areas/team-members/sandbox';
import { tipsSandbox } from '@/areas/tips/sandbox';
import { usersSandbox } from '@/areas/users/sandbox';
import { videosSandbox } from '@/areas/videos/sandbox';
import type { SandboxArea } from './area';

export const SANDBOX_AREAS: readonly SandboxArea[] = [
  settingsSandbox,
  categoriesSandbox,
  productsSandbox,
  bundlesSandbox,
  suggestedQuestionsSandbox,
  feedbacksSandbox,
  ordersSandbox,
  customersSandbox,
  conversationsSandbox,
  teamMembersSandbox,
  influencersSandbox,
  invitationsSandbox,
  subscribersSandbox,
  contentSandbox,
  pagesSandbox,
  contentCategoriesSandbox,
  contentTypesSandbox,
  videosSandbox,
  tipsSandbox,
  filesSandbox,
  usersSandbox,
  dashboardSandbox,
  interlinksSandbox,
];
