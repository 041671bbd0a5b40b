'use client';
// A form's fields as a section navigation (docs/console-screens.md#sectioned-forms): each placeholder
// field starts a section, reached by a button that counts its errors. A section is drawn on its first visit
// and stays mounted, so moving between them keeps what was typed; a save that fails opens the first section
// with an error. The
// section is in the URL (`?section=seo`) so the content check can link to the place to fix.
import { Badge, Button, Flex, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import type { FieldDef } from '@/lib/resources/types';
import { useRecordRegion } from '../fields/form-context';
import { RenderField } from '../fields/render-field';

export interface FormSection {
  key: string;
  label: string;
  fields: FieldDef[];
  regions?: FieldDef['regions'];
}

/** The sections of a field list: each placeholder starts one; fields before the first form an untitled one. */
export function sectionsOf(fields: readonly FieldDef[]): FormSection[] {
  const sections: FormSection[] = [];
  for (const field of fields) {
    if (field.type === 'placeholder') sections.push({ key: field.name, label: field.label, fields: [], regions: field.regions });
    else {
      if (!sections.length) sections.push({ key: 'general', label: 'General', fields: [] });
      sections[sections.length - 1].fields.push(field);
    }
  }
  return sections;
}

/** How many messages sit under an error tree. */
function countMessages(error: unknown): number {
  if (!error || typeof error !== 'object') return 0;
  let count = typeof (error as { message?: unknown }).message === 'string' ? 1 : 0;
  for (const [key, value] of Object.entries(error)) if (key !== 'ref' && key !== 'message' && key !== 'type') count += countMessages(value);
  return count;
}

export function errorCount(errors: FieldErrors, section: FormSection): number {
  return section.fields.reduce((sum, field) => sum + countMessages(get(errors, field.name)), 0);
}

export function SectionedFields({ fields }: { fields: readonly FieldDef[] }) {
  const region = useRecordRegion();
  const { formState } = useFormContext();
  const searchParams = useSearchParams();
  const sections = useMemo(() => sectionsOf(fields).filter((s) => !s.regions || !region || s.regions.includes(region)), [fields, region]);
  const asked = searchParams.get('section');
  const [chosen, setChosen] = useState(asked);
  const current = sections.find((s) => s.key === chosen)?.key ?? sections[0]?.key;
  const { errors, submitCount } = formState;

  // A link to a section (the content check's "Fix in …") opens it.
  const [seenAsked, setSeenAsked] = useState(asked);
  if (asked !== seenAsked) {
    setSeenAsked(asked);
    if (asked) setChosen(asked);
  }

  // After a save the checks refuse, show where the first error is, unless the open section has one.
  const [seenSubmits, setSeenSubmits] = useState(submitCount);
  if (submitCount !== seenSubmits) {
    setSeenSubmits(submitCount);
    const first = sections.find((s) => errorCount(errors, s) > 0);
    const open = sections.find((s) => s.key === current);
    if (first && (!open || errorCount(errors, open) === 0)) setChosen(first.key);
  }

  // A section's fields are drawn from its first visit on, then kept: the form's first load carries only
  // the open section's field code, and values and errors live in the form state either way.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  if (current && !visited.has(current)) setVisited(new Set([...visited, current]));

  // The URL follows without a navigation (no server round trip that could race a later choice).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!current || url.searchParams.get('section') === current || (!url.searchParams.has('section') && current === sections[0]?.key)) return;
    url.searchParams.set('section', current);
    window.history.replaceState(window.history.state, '', url);
  }, [current, sections]);

  // A navigation of buttons rather than ARIA tabs: the sections are one form, read and saved together,
  // and it keeps the tabs widget's code off the form's first load.
  return (
    <Stack gap="5">
      <Flex as="nav" aria-label="Form sections" gap="1" wrap="wrap" borderBottomWidth="1px" paddingBottom="2">
        {sections.map((section) => {
          const count = errorCount(errors, section);
          const isCurrent = section.key === current;
          return (
            <Button
              key={section.key}
              size="sm"
              variant={isCurrent ? 'subtle' : 'ghost'}
              aria-current={isCurrent ? 'true' : undefined}
              aria-controls={`section-${section.key}`}
              onClick={() => setChosen(section.key)}
              data-testid={`section-${section.key}`}
            >
              {section.label}
              {count > 0 && (
                <Badge colorPalette="red" variant="solid" size="sm">
                  {count}
                  <VisuallyHidden>{count === 1 ? ' error' : ' errors'}</VisuallyHidden>
                </Badge>
              )}
            </Button>
          );
        })}
      </Flex>
      {/* A visited section stays mounted (hidden when not shown), so what was typed and its errors are kept. */}
      {sections.map((section) => (
        <Stack key={section.key} as="section" id={`section-${section.key}`} aria-label={section.label} gap="5" hidden={section.key !== current}>
          {visited.has(section.key) && section.fields.map((field) => <RenderField key={field.name} field={field} name={field.name} />)}
        </Stack>
      ))}
    </Stack>
  );
}
