'use client';
// What a drawer that edits one record through the form controller (a file's name and alt text, a video)
// says of a colleague's change to it, as an update form does (issue 49, use-live-news.ts): the controller
// hears each change of the drawer's resource; with nothing typed it takes the new version quietly, with
// unsaved edits it holds the merge preview to apply, and a delete turns Save off keeping what was typed.
// Its status region (the update forms' own) goes outside the drawer's form, whose status says how a save went.
import { usePathname, useSearchParams } from 'next/navigation';
import type { FormController } from '@/lib/client/controllers/use-form-controller';
import { useLiveChanges } from '@/lib/client/live/hooks';
import { useMe } from '@/lib/client/use-me';
import type { FieldDef } from '@/lib/resources/types';
import { LiveNewsRegion } from '../form/live-news-region';

export interface DrawerLiveNewsProps {
  controller: FormController;
  resource: string;
  /** Lower-case noun ("file"). */
  noun: string;
  fields: readonly FieldDef[];
  /** The URL parameter that opens the drawer: "Back to the list" leads to the list as it is, without it. */
  detailParam: string;
  /** Called for every change to the open record, for what the drawer shows beside the form (a file's details). */
  onRecordChange?: () => void;
}

export function DrawerLiveNews({ controller, resource, noun, fields, detailParam, onRecordChange }: DrawerLiveNewsProps) {
  const { data: me } = useMe();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const listParams = new URLSearchParams(searchParams);
  listParams.delete(detailParam);
  const backHref = listParams.size > 0 ? `${pathname}?${listParams.toString()}` : pathname;
  useLiveChanges(resource, (change) => {
    if (controller.id === null || change.recordId !== controller.id || !controller.isReady) return;
    controller.takeLiveChange(change, me?.id);
    // This drawer's own save is no news to what it shows beside the form either.
    const version = Number(change.version);
    if (change.version === null || controller.version === undefined || !(version <= controller.version)) onRecordChange?.();
  });
  return <LiveNewsRegion controller={controller} noun={noun} fields={fields} backHref={backHref} />;
}
