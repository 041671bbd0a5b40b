// The AI host's interlink shapes and names as plain TypeScript (no zod): what the workbench reads. The
// schemas that check them are in contract.ts, run by the BFF on every answer before the browser gets it.

/** What may hold or receive a link: a content record, a product or a bundle. */
export const INTERLINK_TYPES = ['content', 'product', 'bundle'] as const;
export type InterlinkType = (typeof INTERLINK_TYPES)[number];

export const INTERLINK_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type InterlinkStatus = (typeof INTERLINK_STATUSES)[number];

/** The main API resource of each type (`/v1/<resource>`). */
export const RESOURCE_OF_TYPE: Record<InterlinkType, 'content' | 'products' | 'bundles'> = {
  content: 'content',
  product: 'products',
  bundle: 'bundles',
};

export const TYPE_LABELS: Record<InterlinkType, string> = { content: 'Content', product: 'Product', bundle: 'Bundle' };

/** One suggestion of the AI host. */
export interface Suggestion {
  id: number;
  source_type: InterlinkType;
  source_id: number;
  target_type: InterlinkType;
  target_id: number;
  target_title: string;
  /** Appears in the source's text. */
  anchor_text: string;
  /** The sentence around the anchor. */
  context: string;
  /** 0 to 1. */
  score: number;
  status: InterlinkStatus;
}

/** What the BFF answers (502) when the AI host sends something that is not the contract's shape. */
export const AI_ANSWER_UNREADABLE = 'The AI host answered with something the console cannot read. Nothing was changed; try again.';
