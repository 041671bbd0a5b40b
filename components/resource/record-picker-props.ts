// The props of the record combobox (record-combobox.tsx) and of the picker whose code it loads on use
// (record-picker.tsx): in a module of their own, so neither file imports the other's.
import type { ResourceRecord } from '@/lib/client/use-resource';

export interface RecordComboboxProps {
  /** Id of the input, for the visible label's `htmlFor`. */
  id: string;
  resource: string;
  labelField: string;
  /** Extra query parameters (e.g. `region`). */
  filters?: Record<string, string>;
  /** Records that may not be picked (already picked, or the record itself). */
  excludeIds?: readonly number[];
  onPick: (record: ResourceRecord) => void;
  /** A note an option shows after its label ("Linked to “Insomnia”"); part of the option's accessible name. */
  describeRecord?: (record: ResourceRecord) => string | undefined;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  /**
   * Given, the combobox is a list filter: its input shows the chosen record's name (null: none chosen,
   * '' while the name loads) and a pick replaces it instead of emptying the input.
   */
  selectedLabel?: string | null;
  /** A filter's input was emptied and left: the filter is cleared. */
  onClear?: () => void;
  /** The input takes the focus as it is drawn (a list filter's stand-in had it while this code loaded). */
  autoFocus?: boolean;
}

/** Start and end of an input's selection (equal for a caret). */
export type Selection = readonly [start: number, end: number];

export interface RecordPickerProps extends RecordComboboxProps {
  /** What was typed into the stand-in while this code loaded. */
  initialText: string;
  /** The stand-in was clicked, arrowed or typed into while this code loaded. */
  openAtOnce: boolean;
  /** The stand-in had keyboard focus: the input that replaces it takes it. */
  focusAtOnce: boolean;
  /** The stand-in's caret or selection when it was removed, given to the input with the focus. */
  initialSelection: () => Selection | null;
}
