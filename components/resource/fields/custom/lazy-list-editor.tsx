'use client';
// A list field whose editor is heavy (drag and drop, an add menu): the block editor, the routine cards.
// Its code is not part of the form's first load: a record with items loads it at once; an empty list shows
// a light stand-in whose add button loads the editor and opens its menu. Nothing loads on hover or focus:
// the stand-in's button must not be swapped for the real one between a press and its click.
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import { CardListFrame } from '@/components/ui/card-list-frame';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { CustomFieldRenderer } from '../types';

/** What a lazily loaded list editor is given. */
export interface ListEditorProps {
  /** Form path of the list. */
  name: string;
  label: string;
  /** Opens the add menu once drawn (the stand-in's add button was pressed before the code arrived). */
  openMenuAtOnce?: boolean;
}

interface StandInText {
  /** The add button's text ("Add block"). */
  add: string;
  emptyTitle: string;
  emptyDescription: string;
  /** The editor as a part that could not be loaded ("The block editor"). */
  part: string;
}

type Wish = 'none' | 'open';

/** The registry entry of a list field drawn by the editor `load` fetches, with a stand-in saying `text`. */
export function lazyListEditor(load: () => Promise<ComponentType<ListEditorProps>>, text: StandInText): CustomFieldRenderer {
  function EditorUnavailable() {
    useEffect(() => reportUnavailable(text.part), []);
    return null;
  }
  const Editor = lazyWithFallback<ListEditorProps>(load, EditorUnavailable);

  /** The editor's header and empty state, drawn before its code is there. */
  function StandIn({ label, onWish }: { label: string; onWish: (wish: Wish) => void }) {
    return (
      <CardListFrame
        label={label}
        addControl={
          <Button size="sm" variant="outline" aria-haspopup="menu" onClick={() => onWish('open')}>
            {text.add}
          </Button>
        }
        empty={{ title: text.emptyTitle, description: text.emptyDescription }}
      />
    );
  }

  const ListField: CustomFieldRenderer = ({ field, name }) => {
    const value: unknown = useWatch({ name });
    const [wish, setWish] = useState<Wish>('none');
    const hasItems = Array.isArray(value) && value.length > 0;
    const standIn = <StandIn label={field.label} onWish={setWish} />;
    if (!hasItems && wish === 'none') return standIn;
    return (
      <Suspense
        fallback={
          hasItems ? (
            <Stack gap="2" role="status" aria-busy="true" aria-label={`Loading ${field.label.toLowerCase()}`}>
              <Skeleton height="10" />
              <Skeleton height="24" />
            </Stack>
          ) : (
            standIn
          )
        }
      >
        <Editor name={name} label={field.label} openMenuAtOnce={wish === 'open'} />
      </Suspense>
    );
  };
  return ListField;
}
