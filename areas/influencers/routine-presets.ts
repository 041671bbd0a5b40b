// The ten routine card presets (docs/business-rules.md#influencers) and the colour each card is drawn in. A card's title is one of
// these; an influencer has each at most once. Colours are Chakra palette steps: the card's background is
// the light step in light mode and the dark step in dark mode, with the theme's ordinary text on it, and
// routine-presets.test.ts computes that every pair meets WCAG AA (4.5:1).

export interface RoutinePreset {
  /** The card's title, as stored and as the storefront shows it. */
  title: string;
  /** A Chakra colour palette; the card's background is `<palette>.100`, or `<palette>.900` in dark mode. */
  palette: 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'cyan' | 'purple' | 'pink';
}

export const ROUTINE_PRESETS: readonly RoutinePreset[] = [
  { title: 'My morning route', palette: 'yellow' },
  { title: 'My health hacks', palette: 'teal' },
  { title: 'What I like to eat', palette: 'green' },
  { title: 'What I avoid to eat', palette: 'red' },
  { title: 'My exercise plan', palette: 'orange' },
  { title: 'My skincare routine', palette: 'pink' },
  { title: 'My go-to health products', palette: 'blue' },
  { title: 'My typical gym session', palette: 'purple' },
  { title: 'My hydration fix', palette: 'cyan' },
  { title: 'My wellness tips', palette: 'gray' },
];

/** A card's text (markdown) and products at most. */
export const CARD_BODY_MAX = 1000;
export const CARD_PRODUCTS_MAX = 6;

export const ROUTINE_TITLES = ROUTINE_PRESETS.map((preset) => preset.title) as [string, ...string[]];

/** The card colours as theme tokens: background per mode, and the text drawn on it. */
export const ROUTINE_CARD_TEXT = { light: 'gray.900', dark: 'gray.50' } as const;

export function routineCardColours(palette: RoutinePreset['palette']) {
  return { light: `${palette}.100`, dark: `${palette}.900` } as const;
}

export function presetOf(title: unknown): RoutinePreset | undefined {
  return ROUTINE_PRESETS.find((preset) => preset.title === title);
}
