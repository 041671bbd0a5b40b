'use client';
// The column chooser and the saved views menu of a list (docs/console-screens.md#lists-and-forms), a
// resource's or a custom list screen's, loaded by list-view-buttons.tsx when first wanted. Columns: one checkbox per declared column, kept in the URL
// (`columns=`), at least one left. Views: the list's views (one's own, and others' shared ones, read-only),
// each opening the list at its query; "Save view…"; and for one's own views, saving the current list into
// it, renaming or sharing it, and deleting it (asked first). The dialogs load when first opened.
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { apiFetch, errorMessage, type ApiError } from '@/lib/client/fetcher';
import { lazyPart } from '@/lib/client/lazy-part';
import { toaster } from '@/lib/client/toaster';
import { resourceApiUrl } from '@/lib/client/use-resource';
import { useMe } from '@/lib/client/use-me';
import { isOwnView, type SavedView } from '@/lib/contract/saved-view-types';
import { COLUMNS_PARAM, columnsValue, visibleColumns } from '@/lib/resources/list-columns';
import { savedViewHref, viewPartsFrom } from '@/lib/resources/saved-view-links';
import type { ColumnDef } from '@/lib/resources/types';
import type { SavedViewDialogsProps } from './saved-view-dialogs';

export type MenuKind = 'Columns' | 'Views';

/** The list the menus serve: a resource's list, or a custom list screen's (the file library, the equivalence report). */
export interface ViewListMeta {
  /** The name its saved views are kept under (`GET /v1/saved-views?resource=`): its resource's, or a custom list's own (`content-equivalence`). */
  resource: string;
  /** Its screen, where a view opens. */
  basePath: string;
  /** Its columns in declared order: the Columns menu's choices, and what a view's columns may name. */
  columns: readonly Pick<ColumnDef, 'field' | 'label'>[];
  /** The query parameter of its drawer's record, which a view leaves out. */
  detailParam?: string;
}

export interface ListMenusProps {
  meta: ViewListMeta;
  /** The menus to draw, in order (the file library's grid has no columns to choose). */
  kinds: readonly MenuKind[];
  /** The menu to open at once: its button was pressed while this code was loading. */
  openAtOnce?: MenuKind;
  /** The button to give keyboard focus to, as the stand-in it replaced had it. */
  focused?: MenuKind;
}

interface ListMenuProps {
  meta: ListMenusProps['meta'];
  isOpenAtOnce: boolean;
  isFocused: boolean;
}

const SavedViewDialogs = lazyPart<SavedViewDialogsProps>(() => import('./saved-view-dialogs').then((module) => module.SavedViewDialogs), 'The saved view dialog');

/** The list's Columns and Views menus, or those of them asked for. */
export function ListMenus({ meta, kinds, openAtOnce, focused }: ListMenusProps) {
  return (
    <>
      {kinds.includes('Columns') && <ColumnsMenu meta={meta} isOpenAtOnce={openAtOnce === 'Columns'} isFocused={focused === 'Columns'} />}
      {kinds.includes('Views') && <ViewsMenu meta={meta} isOpenAtOnce={openAtOnce === 'Views'} isFocused={focused === 'Views'} />}
    </>
  );
}

/** The menu's button, focused when the stand-in it replaced had focus. */
function useTrigger({ isFocused, isOpenAtOnce }: Pick<ListMenuProps, 'isFocused' | 'isOpenAtOnce'>) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isFocused && !isOpenAtOnce) ref.current?.focus();
  }, [isFocused, isOpenAtOnce]);
  return ref;
}

function MenuFrame({ label, trigger, isOpenAtOnce, closeOnSelect, children }: { label: string; trigger: ReturnType<typeof useTrigger>; isOpenAtOnce: boolean; closeOnSelect?: boolean; children: ReactNode }) {
  return (
    <Menu.Root defaultOpen={isOpenAtOnce} closeOnSelect={closeOnSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button ref={trigger} variant="outline">
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="56" maxWidth="sm">
            {children}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ColumnsMenu({ meta, isOpenAtOnce, isFocused }: ListMenuProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const trigger = useTrigger({ isFocused, isOpenAtOnce });
  const shown = visibleColumns(searchParams.get(COLUMNS_PARAM), meta.columns).map((column) => column.field);

  const show = (field: string, isShown: boolean) => {
    const fields = isShown ? [...shown, field] : shown.filter((other) => other !== field);
    if (!fields.length) return;
    const params = new URLSearchParams(searchParams);
    const value = columnsValue(fields, meta.columns);
    if (value === null) params.delete(COLUMNS_PARAM);
    else params.set(COLUMNS_PARAM, value);
    const query = params.toString();
    router.push(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
  };

  return (
    <MenuFrame label="Columns" trigger={trigger} isOpenAtOnce={isOpenAtOnce} closeOnSelect={false}>
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>Show columns</Menu.ItemGroupLabel>
        {meta.columns.map((column) => {
          const isShown = shown.includes(column.field);
          return (
            <Menu.CheckboxItem
              key={column.field}
              value={column.field}
              checked={isShown}
              // The last column shown stays: a list always shows one.
              disabled={isShown && shown.length === 1}
              onCheckedChange={(checked) => show(column.field, checked)}
            >
              {column.label}
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
          );
        })}
      </Menu.ItemGroup>
    </MenuFrame>
  );
}

/** The SWR key of a list's saved views. */
export function savedViewsUrl(resource: string): string {
  return `${resourceApiUrl('saved-views')}?${new URLSearchParams({ resource })}`;
}

type Dialog = SavedViewDialogsProps['dialog'];

function ViewsMenu({ meta, isOpenAtOnce, isFocused }: ListMenuProps) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const trigger = useTrigger({ isFocused, isOpenAtOnce });
  const { data: me } = useMe();
  const key = savedViewsUrl(meta.resource);
  // The menu says what went wrong and offers Retry; no toast besides.
  const { data, error, isLoading, mutate } = useSWR<{ data: SavedView[] }, ApiError>(key, { onError: () => {} });
  const [dialog, setDialog] = useState<Dialog>(null);
  const views = data?.data ?? [];
  const current = () => viewPartsFrom(searchParams.toString(), meta.columns, meta.detailParam);

  const saveCurrentInto = async (view: SavedView) => {
    try {
      await apiFetch(resourceApiUrl('saved-views', view.id), { method: 'PUT', json: { name: view.name, shared: view.shared, ...current() } });
      toaster.create({ type: 'success', title: `View “${view.name}” updated` });
      await mutate();
    } catch (failure) {
      toaster.create({ type: 'error', title: 'The view was not updated', description: errorMessage(failure), closable: true });
    }
  };

  return (
    <>
      <MenuFrame label="Views" trigger={trigger} isOpenAtOnce={isOpenAtOnce}>
        <Menu.Item value="save-view" onSelect={() => setDialog({ kind: 'save', ...current() })}>
          Save view…
        </Menu.Item>
        <Menu.Separator />
        <Menu.ItemGroup aria-busy={isLoading || undefined}>
          <Menu.ItemGroupLabel>Saved views</Menu.ItemGroupLabel>
          {error && !data ? (
            <>
              <Note value="load-error">{`The views could not be loaded: ${errorMessage(error)}`}</Note>
              <Menu.Item value="retry" closeOnSelect={false} onSelect={() => void mutate()}>
                Retry
              </Menu.Item>
            </>
          ) : isLoading ? (
            <Note value="loading">Loading views…</Note>
          ) : views.length === 0 ? (
            <Note value="none">No saved views yet</Note>
          ) : (
            views.map((view) => {
              const isOwn = me !== undefined && isOwnView(view, me.id);
              return (
                <Menu.Item key={view.id} value={`view-${view.id}`} onSelect={() => router.push(savedViewHref(meta.basePath, view))}>
                  <Box>
                    {view.name}
                    {view.shared && (
                      <Text as="span" display="block" fontSize="xs" color="fg.muted">
                        {isOwn ? 'Shared' : `Shared by ${view.owner.name}, read-only`}
                      </Text>
                    )}
                  </Box>
                </Menu.Item>
              );
            })
          )}
        </Menu.ItemGroup>
        {me &&
          views.some((view) => isOwnView(view, me.id)) && (
            <>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Your views</Menu.ItemGroupLabel>
                {views
                  .filter((view) => isOwnView(view, me.id))
                  .map((view) => (
                    <Menu.Root key={view.id} positioning={{ placement: 'right-start', gutter: 2 }}>
                      <Menu.TriggerItem>{`Change “${view.name}”`}</Menu.TriggerItem>
                      <Portal>
                        <Menu.Positioner>
                          <Menu.Content>
                            <Menu.Item value="update" onSelect={() => void saveCurrentInto(view)}>
                              {`Save current view to “${view.name}”`}
                            </Menu.Item>
                            <Menu.Item value="edit" onSelect={() => setDialog({ kind: 'edit', view })}>
                              Rename or share…
                            </Menu.Item>
                            <Menu.Item value="delete" color="fg.error" onSelect={() => setDialog({ kind: 'delete', view })}>
                              Delete…
                            </Menu.Item>
                          </Menu.Content>
                        </Menu.Positioner>
                      </Portal>
                    </Menu.Root>
                  ))}
              </Menu.ItemGroup>
            </>
          )}
      </MenuFrame>
      {dialog && (
        <Suspense fallback={null}>
          <SavedViewDialogs dialog={dialog} resource={meta.resource} opener={trigger} onSaved={() => void mutate()} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A line of the menu that is no choice (loading, empty, an error): a disabled item, since a menu may hold
 * only items (a live region there is an axe violation), drawn as plain muted text.
 */
function Note({ value, children }: { value: string; children: string }) {
  return (
    <Menu.Item value={value} disabled fontSize="sm" color="fg.muted" _disabled={{ opacity: 1, cursor: 'default' }}>
      {children}
    </Menu.Item>
  );
}
