'use client';
// A search-as-you-type picker of another resource's records: Chakra's Combobox (record-picker.tsx),
// whose code — zag's combobox machine, positioning and dismiss layers, about 35 KB gzip — loads when the
// pointer or focus reaches the input. Until then the input is a stand-in with the same look, name and
// role; what is typed into it, its caret or selection, or a press or arrow key, carries over to the picker
// that replaces it.
import { startTransition, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import { Input } from '@chakra-ui/react';
import type { RecordComboboxProps, RecordPickerProps, Selection } from './record-picker-props';

// The picker's code could not be fetched (network gone): say so on use instead of failing the form.
const LazyRecordPicker = lazyWithFallback(() => import('./record-picker').then((module) => module.RecordPicker), PickerUnavailable);

const reportPickerUnavailable = () => reportUnavailable('The search');

type StandInProps = Pick<RecordComboboxProps, 'id' | 'placeholder' | 'invalid' | 'describedBy'> &
  Omit<ComponentProps<typeof Input>, 'id' | 'placeholder'>;

/** The input before the picker's code is there: a collapsed combobox, named by the same label. */
function StandIn({ id, placeholder, invalid, describedBy, ...inputProps }: StandInProps) {
  return (
    <Input
      id={id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      autoComplete="off"
      placeholder={placeholder ?? 'Type to search'}
      {...inputProps}
    />
  );
}

function PickerUnavailable({ id, placeholder, invalid, describedBy, initialText, openAtOnce }: RecordPickerProps) {
  // The press or typing that asked for the list gets its answer too.
  useEffect(() => {
    if (openAtOnce) reportPickerUnavailable();
  }, [openAtOnce]);
  return (
    <StandIn
      id={id}
      placeholder={placeholder}
      invalid={invalid}
      describedBy={describedBy}
      defaultValue={initialText}
      onClick={reportPickerUnavailable}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter') reportPickerUnavailable();
      }}
    />
  );
}

type Wish = 'none' | 'load' | 'open';

export function RecordCombobox(props: RecordComboboxProps) {
  const [wish, setWish] = useState<Wish>('none');
  // null until typed into: a filter's stand-in shows the chosen record's name meanwhile.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? props.selectedLabel ?? '';
  const [isFocused, setFocused] = useState(false);
  // In a transition, so the stand-in stays on screen (with its focus and text) while the code loads.
  const want = (next: Wish) => startTransition(() => setWish((current) => (current === 'open' ? current : next)));
  // The stand-in's caret or selection as it was removed: text selected to be typed over (a select-all)
  // must still be selected in the picker's input, or the next keystrokes would be added to it.
  const selection = useRef<Selection | null>(null);
  const keepSelection = (input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      selection.current = input.selectionStart === null ? null : [input.selectionStart, input.selectionEnd ?? input.selectionStart];
    };
  };

  const standIn = (
    <StandIn
      ref={keepSelection}
      id={props.id}
      autoFocus={props.autoFocus}
      placeholder={props.placeholder}
      invalid={props.invalid}
      describedBy={props.describedBy}
      value={text}
      onChange={(event) => {
        setTyped(event.target.value);
        want('open');
      }}
      onPointerEnter={() => want('load')}
      onFocus={() => {
        setFocused(true);
        want('load');
      }}
      onBlur={() => setFocused(false)}
      onClick={() => want('open')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') want('open');
      }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {wish === 'none' ? standIn : (
        <LazyRecordPicker
          {...props}
          initialText={text}
          initialSelection={() => selection.current}
          openAtOnce={wish === 'open'}
          focusAtOnce={isFocused}
        />
      )}
    </Suspense>
  );
}
