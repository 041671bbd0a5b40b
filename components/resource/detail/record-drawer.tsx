'use client';
// The detail view of one record, opened over its list in a drawer whose record is in the URL
// (`/feedbacks?feedback=12`, so a pasted link opens it): the declared sections, read-only, and the
// workflow steps the record may take. Loaded when a record is first opened, not with the list.
import { CloseButton, DataList, Drawer, Heading, Portal, Stack } from '@chakra-ui/react';
import { LoadingRows } from '@/components/ui/loading-rows';
import type { RecordActions } from '@/lib/client/controllers/use-record-actions';
import { useResourceRecord } from '@/lib/client/use-resource';
import type { ResourceMeta } from '@/lib/resources/types';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadError } from '@/components/ui/load-error';
import { StepButtons } from '../actions/step-buttons';
import type { StepRunner } from '../actions/use-step-runner';
import { formatMoney } from '@/lib/resources/regions';
import { checkTotals } from '@/lib/resources/totals';
import { DisplayField } from './field-display';
import { RelatedRecords } from './related-list';

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

  return (
    <Drawer.Root
      open
      size="md"
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-busy={!record && !error}>
            <Drawer.Header>
              <Drawer.Title lineClamp={2} overflowWrap="anywhere">
                {title}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {error && !record ? (
                <LoadError title={`The ${noun} could not be loaded`} error={error} onRetry={error.status !== 404 ? () => void mutate() : undefined} />
              ) : !record ? (
                <LoadingRows rows={6} rowHeight="6" />
              ) : (
                <Stack gap="6">
                  {runner.refusalFor(record.id) && <ErrorAlert title={`The ${noun} was not changed`} description={runner.refusalFor(record.id)} />}
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
                </Stack>
              )}
            </Drawer.Body>
            {record && meta.workflow && (
              <Drawer.Footer justifyContent="flex-start">
                <StepButtons record={record} actions={actions} runner={runner} />
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={`Close ${noun}`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
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
