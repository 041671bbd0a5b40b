// The names of the screens of their own (not the generic list or form), by route pattern, each declared
// beside its screen (areas/<area>/qa-names.ts). docs/qa.md is generated from these and the route table
// (scripts/qa-docs/screens.ts), and the accessibility walk checks each screen against them.
import type { QaScreenNames } from '@/lib/qa-names';
import { EQUIVALENCE_QA_NAMES } from './content/qa-names';
import { CONVERSATION_QA_NAMES } from './conversations/qa-names';
import { DASHBOARD_QA_NAMES } from './dashboard/qa-names';
import { FILES_QA_NAMES } from './files/qa-names';
import { INTERLINK_QA_NAMES } from './interlinks/qa-names';
import { BEST_SELLERS_QA_NAMES } from './products/qa-names';
import { TEAM_MEMBERS_QA_NAMES } from './team-members/qa-names';
import { VIDEOS_QA_NAMES } from './videos/qa-names';
import { AUDIT_LOG_QA_NAMES } from '@/components/resource/history/audit-qa-names';

export const SCREEN_QA_NAMES: Readonly<Record<string, QaScreenNames>> = {
  // The account screen shows the signed-in user's profile, with nothing to press.
  '/me': { landmarks: [], controls: [] },
  '/dashboard': DASHBOARD_QA_NAMES,
  '/': DASHBOARD_QA_NAMES,
  '/videos': VIDEOS_QA_NAMES,
  '/content/ailink/:id': INTERLINK_QA_NAMES,
  '/content/equivalence': EQUIVALENCE_QA_NAMES,
  '/products/bestsellers': BEST_SELLERS_QA_NAMES,
  '/products/ailink/:id': INTERLINK_QA_NAMES,
  '/bundles/ailink/:id': INTERLINK_QA_NAMES,
  '/conversations/:id': CONVERSATION_QA_NAMES,
  '/team-members': TEAM_MEMBERS_QA_NAMES,
  '/system/files': FILES_QA_NAMES,
  '/system/audit': AUDIT_LOG_QA_NAMES,
};
