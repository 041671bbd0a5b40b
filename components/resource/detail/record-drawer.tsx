'use client';
// The detail view of one record, opened over its list in a drawer whose record is in the URL
// (`/feedbacks?feedback=12`, so a pasted link opens it): the declared sections, read-only, and the
// workflow steps the record may take, and its History (loaded when opened). Loaded when a record is first
// opened, not with the list. A colleague's change to the record (the live stream) refreshes it in place and
// says who made it; a delete says so; who else has it open shows under the title.
import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import '@/components/ui/late-recipes';
import type { RecordActions } from '@/lib/client/controllers/use-record-actions';
import { useResourceRecord } from '@/lib/client/use-resource';
import { readRecordNews, takenText, newsText, type RecordNews } from '@/lib/client/controllers/record-news';
import { useLiveChanges } from '@/lib/client/live/hooks';
import { useMe } from '@/lib/client/use-me';
import type { ResourceMeta } from '@/lib/resources/types';
import { ErrorAlert } from '@/components/ui/error-alert';
import { StepButtons } from '../actions/step-buttons';
import type { StepRunner } from '../actions/use-step-runner';
import { formatMoney } from '@/lib/resources/regions';
import { checkTotals } from '@/lib/resources/totals';
import { DrawerShell } from './drawer-shell';
import { DisplayField } from './field-display';
import { RelatedRecords } from './related-list';
import { UndoNotice } from '@/components/ui/undo-notice';
import { HistorySection } from '../history/history-section';

export interface RecordDrawerProps {
  meta: ResourceMeta;
  id: string;
  onClose: () => void;
  actions: RecordActions;
  runner: StepRunner;
}

export function RecordDrawer({ meta, id, onClose, actions, runner }: RecordDrawerProps) {
  const { data, error, mutate } = useResourceRecord(meta.resource, id);
  const record = data?.data;
  const detail = meta.detail!;
  const noun = meta.singular.toLowerCase();
  const title = record ? String(record[detail.titleField] ?? `${meta.singular} #${id}`) : `${meta.singular} #${id}`;
  const { data: me } = useMe();
  const [news, setNews] = useState<RecordNews | null>(null);
  useLiveChanges(meta.resource, (change) => {
    const read = readRecordNews(change, { resource: meta.resource, recordId: id, version: typeof record?.version === 'number' ? record.version : undefined, fields: meta.fields, myId: me?.id });
    if (!read) return;
    setNews(read);
    // Nothing is typed in a drawer of details: the new version simply shows.
    if (read.kind === 'changed') void mutate();
  });

  return (
    <DrawerShell
      title={title}
      noun={noun}
      onClose={onClose}
      loaded={record}
      loadError={error}
      onRetry={() => void mutate()}
      presence={{ resource: meta.resource, recordId: id, isEditing: false }}
      footer={record && meta.workflow && <StepButtons record={record} actions={actions} runner={runner} />}
    >
      {(record) => (
        <>
        <LiveNewsLine news={news} noun={noun} />
        <Stack gap="6">
          {runner.refusalFor(record.id) && <ErrorAlert title={`The ${noun} was not changed`} description={runner.refusalFor(record.id)} />}
          {runner.undoFor(record.id) && <UndoNotice onUndo={runner.undoFor(record.id)!.onUndo}>{runner.undoFor(record.id)!.description}</UndoNotice>}
          {detail.totals && <TotalsWarning record={record} meta={meta} />}
          {detail.sections.map((section) => (
            <Stack as="section" key={section.title} gap="2" aria-label={section.title}>
              <Heading as="h3" size="sm">
                {section.title}
              </Heading>
              <DataList.Root orientation="horizontal" size="sm">
                {section.fields.map((name) => {
                  const field = meta.fields.find((f) => f.name === name)!;
                  // A section of one field named like the section needs no second label.
                  const isLabelRedundant = section.fields.length === 1 && field.label === section.title;
                  return (
                    <DataList.Item key={name}>
                      <DataList.ItemLabel minWidth="28" srOnly={isLabelRedundant}>
                        {field.label}
                      </DataList.ItemLabel>
                      <DataList.ItemValue minWidth="0">
                        <DisplayField field={field} record={record} regionField={meta.regionField} />
                      </DataList.ItemValue>
                    </DataList.Item>
                  );
                })}
              </DataList.Root>
            </Stack>
          ))}
          {detail.related?.map((related) => <RelatedRecords key={related.title} related={related} id={record.id} />)}
          <HistorySection
            meta={meta}
            id={record.id}
            version={typeof record.version === 'number' ? record.version : undefined}
            headingLevel="h3"
            canRestore={meta.actions.update}
            onRestored={() => void mutate()}
          />
        </Stack>
        </>
      )}
    </DrawerShell>
  );
}

/** "Updated by Ada Admin 20 s ago" or "Ada Admin deleted this order 5 s ago", aging, in a status region always there. */
function LiveNewsLine({ news, noun }: { news: RecordNews | null; noun: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!news) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [news]);
  return (
    <Text role="status" aria-label={`News of this ${noun}`} fontSize="sm" fontWeight={news ? 'semibold' : undefined} marginBottom={news ? '4' : undefined}>
      {news ? (news.kind === 'deleted' ? newsText(news, noun, now) : takenText(news, now)) : null}
    </Text>
  );
}

/** Flags money that does not add up as sent by upstream, rather than hiding it. */
function TotalsWarning({ record, meta }: { record: Readonly<Record<string, unknown>>; meta: ResourceMeta }) {
  const totals = meta.detail!.totals!;
  const result = checkTotals(record, totals);
  if (result.ok) return null;
  const region = meta.regionField ? record[meta.regionField] : undefined;
  const label = (name: string) => meta.fields.find((field) => field.name === name)?.label ?? name;
  const formula = [...totals.plus.map(label)].join(' + ') + totals.minus.map((name) => ` − ${label(name)}`).join('');
  return (
    <ErrorAlert
      title="The totals do not add up"
      description={`${formula} is ${formatMoney(result.expected, region)}, but the ${label(totals.total).toLowerCase()} is ${
        result.actual === null ? 'missing' : formatMoney(result.actual, region)
      }.`}
    />
  );
}
