// What the videos list and its drawer share without the drawer's code: the URL parameter and the drawer's props.
import type { ResourceMeta } from '@/lib/resources/types';

/** `?video=<id>` opens a video in the drawer; `?video=new` opens an empty one. */
export const VIDEO_PARAM = 'video';

export interface VideoDrawerProps {
  meta: ResourceMeta;
  /** The video's id; null to add one. */
  id: string | null;
  pickableResources: readonly string[];
  onClose: () => void;
}
