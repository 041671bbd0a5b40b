'use client';
// The dashboard's region and period controls; every choice is written to the URL, which is the state.
import { Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PERIOD_PRESETS, isIsoDay, MAX_PERIOD_DAYS, periodLength, presetPeriod, previousPeriod, type DashboardRegion } from '@/areas/dashboard/period';
import type { DashboardView } from '@/areas/dashboard/view-state';
import { isBackwardsRange, MSG_RANGE_ENDS_BEFORE_START } from '@/lib/date-range';
import { formatDay } from '@/lib/format-date';

const REGION_LABELS: Record<DashboardRegion, string> = { all: 'Both regions', gb: 'United Kingdom (gb)', us: 'United States (us)' };

interface DashboardControlsProps {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
}

// Days read as on every other screen ("30 Oct 2026"); the request's locale shapes the figures, not the dates.
export function describePeriod({ from, to }: { from: string; to: string }): string {
  return `${formatDay(from)} – ${formatDay(to)}`;
}

export function DashboardControls({ view, onChange }: DashboardControlsProps) {
  // What is typed in the custom range stays while it is incomplete or wrong; the URL takes it once it is a range.
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const range = draft ?? { from: view.from, to: view.to };
  const rangeError =
    range.from && range.to && isIsoDay(range.from) && isIsoDay(range.to)
      ? isBackwardsRange(range)
        ? MSG_RANGE_ENDS_BEFORE_START
        : periodLength(range) > MAX_PERIOD_DAYS
          ? `The range can be at most ${MAX_PERIOD_DAYS} days`
          : null
      : null;

  const setRange = (next: { from: string; to: string }) => {
    setDraft(next);
    if (isIsoDay(next.from) && isIsoDay(next.to) && next.from <= next.to && periodLength(next) <= MAX_PERIOD_DAYS) {
      onChange({ ...view, preset: 'custom', ...next });
      setDraft(null);
    }
  };

  return (
    <Flex as="form" role="search" aria-label="Dashboard controls" gap="4" wrap="wrap" alignItems="flex-end" onSubmit={(e) => e.preventDefault()}>
      <Field.Root width="auto" minWidth="48">
        <Field.Label>Region</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={view.region}
            onChange={(e) => {
              const region = e.target.value as DashboardRegion;
              onChange(view.preset === 'custom' ? { ...view, region } : { ...view, region, ...presetPeriod(view.preset, region) });
            }}
          >
            {(Object.keys(REGION_LABELS) as DashboardRegion[]).map((region) => (
              <option key={region} value={region}>
                {REGION_LABELS[region]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto" minWidth="44">
        <Field.Label>Period</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={String(view.preset)}
            onChange={(e) => {
              const value = e.target.value;
              setDraft(null);
              if (value === 'custom') onChange({ ...view, preset: 'custom' });
              else onChange({ ...view, preset: Number(value) as DashboardView['preset'] & number, ...presetPeriod(Number(value), view.region) });
            }}
          >
            {PERIOD_PRESETS.map((days) => (
              <option key={days} value={days}>{`Last ${days} days`}</option>
            ))}
            <option value="custom">Custom range</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {view.preset === 'custom' && (
        <>
          <Field.Root width="auto" invalid={rangeError !== null}>
            <Field.Label>From</Field.Label>
            <Input type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
          </Field.Root>
          <Field.Root width="auto" invalid={rangeError !== null}>
            <Field.Label>To</Field.Label>
            <Input type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
            {rangeError && <Field.ErrorText>{rangeError}</Field.ErrorText>}
          </Field.Root>
        </>
      )}
      <Text color="fg.muted" fontSize="sm" paddingBottom="2" aria-live="polite">
        {`${describePeriod(view)}, compared with ${describePeriod(previousPeriod(view))}`}
      </Text>
    </Flex>
  );
}
