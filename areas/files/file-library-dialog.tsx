'use client';
// "Choose from library" of the file-picker field: a dialog over the form with the library's files
// (search by name, the kind fixed to what the field accepts, thumbnails, paging), where a person marks
// up to the number of files the field still has room for and adds them. Loaded when first opened.
import { Button, CloseButton, Dialog, Field, Flex, Input, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { useEffect, useState } from 'react';
import { FILE_KIND_CHOICES, type FileKind } from '@/lib/resources/file-types';
import { Pager } from '@/components/resource/list/list-pagination';
import { LoadError } from '@/components/ui/load-error';
import { formatCount } from '@/lib/format-number';
import { useLibraryPage } from './api';
import { FileThumb } from './file-thumb';

const SEARCH_DEBOUNCE_MS = 300;

export interface FileLibraryDialogProps {
  title: string;
  /** The only kind offered; every kind when omitted. */
  kind?: FileKind;
  /** Ids the field holds already (shown as chosen, not offered again). */
  chosen: readonly number[];
  /** How many files may still be added. */
  max: number;
  /** What the field holds, singular and plural ("image", "images"): the button says what it does for that field. */
  nouns?: readonly [string, string];
  onChoose: (ids: number[]) => void;
  onClose: () => void;
}

export function FileLibraryDialog({ title, kind, chosen, max, nouns = ['file', 'files'], onChoose, onClose }: FileLibraryDialogProps) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [marked, setMarked] = useState<number[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const { data, error, mutate, isLoading } = useLibraryPage(page, search, kind);
  const list = data?.data;
  const kindLabel = kind ? FILE_KIND_CHOICES.find((choice) => choice.value === kind)?.label : undefined;
  const isSingle = max === 1 && chosen.length === 0;

  function toggle(id: number) {
    if (marked.includes(id)) setMarked(marked.filter((other) => other !== id));
    else if (isSingle) setMarked([id]);
    else if (marked.length < max) setMarked([...marked, id]);
  }

  return (
    <Dialog.Root
      open
      size="xl"
      scrollBehavior="inside"
      // A press outside does not close it: the second press of a double or impatient click on "Choose … from
      // library" landed on the backdrop just drawn and closed the dialog it had opened, and a stray press
      // would throw away the files marked. Cancel, the close button and Escape close it.
      closeOnInteractOutside={false}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Flex gap="4" alignItems="flex-end" wrap="wrap">
                  <Field.Root maxWidth="xs">
                    <Field.Label>Search files</Field.Label>
                    <Input type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} placeholder="File name" />
                  </Field.Root>
                  {kindLabel && <Text color="fg.muted">Showing {kindLabel.toLowerCase()} only</Text>}
                </Flex>
                {error && !list ? (
                  <LoadError title="The library could not be loaded" error={error} onRetry={() => void mutate()} />
                ) : (
                  <SimpleGrid as="ul" aria-label="Library files" aria-busy={isLoading} listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="3">
                    {!list
                      ? Array.from({ length: 8 }, (_, i) => (
                          <li key={i}>
                            <Skeleton height="32" />
                          </li>
                        ))
                      : list.records.map((file) => {
                          const isChosen = chosen.includes(file.id);
                          const isMarked = marked.includes(file.id);
                          return (
                            <li key={file.id}>
                              <Button
                                variant={isMarked ? 'subtle' : 'outline'}
                                colorPalette={isMarked ? 'blue' : 'gray'}
                                height="auto"
                                width="full"
                                padding="2"
                                flexDirection="column"
                                alignItems="stretch"
                                aria-pressed={isMarked}
                                disabled={isChosen || (!isMarked && !isSingle && marked.length >= max)}
                                onClick={() => toggle(file.id)}
                              >
                                <FileThumb file={file} size="24" />
                                <Text fontSize="xs" truncate>
                                  {file.filename}
                                </Text>
                                {isChosen && <Text fontSize="xs">Already chosen</Text>}
                              </Button>
                            </li>
                          );
                        })}
                  </SimpleGrid>
                )}
                {list && list.records.length === 0 && (
                  <Text color="fg.muted">{search ? 'No files match this search.' : 'The library has no such files yet: upload one with the Upload button.'}</Text>
                )}
                {list && list.pages > 1 && (
                  // The lists' pager: a library of thousands of files reaches any page in a click or two.
                  <Flex gap="3" alignItems="center" justifyContent="space-between" wrap="wrap">
                    <Text color="fg.muted" aria-live="polite">
                      Page {formatCount(list.page)} of {formatCount(list.pages)}
                    </Text>
                    <Pager page={page} pages={list.pages} onPage={setPage} />
                  </Flex>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Text color="fg.muted" aria-live="polite">
                {isSingle ? (marked.length ? '1 file marked' : 'Mark a file') : `${marked.length} of ${max} marked`}
              </Text>
              <Flex gap="2">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="blue"
                  disabled={marked.length === 0}
                  onClick={() => {
                    onChoose(marked);
                    onClose();
                  }}
                >
                  {max === 1 ? `Choose ${nouns[0]}` : `Choose ${nouns[1]}`}
                </Button>
              </Flex>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close library" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
