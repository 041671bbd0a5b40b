// The routine card presets: the ten titles the product names (docs/business-rules.md#influencers), ten distinct colours, and text on every card that
// meets WCAG AA (4.5:1) in light and dark mode, computed from the theme's own colour values.
import { system } from '@/components/ui/system';
import { ROUTINE_CARD_TEXT, ROUTINE_PRESETS, routineCardColours } from './routine-presets';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function hex(token: string): string {
  const value = system.token(`colors.${token}`);
  expect(value).toMatch(/^#[0-9a-f]{6}$/i);
  return value;
}

describe('routine card presets', () => {
  it('are the ten titles of the spec, in its order', () => {
    expect(ROUTINE_PRESETS.map((preset) => preset.title)).toEqual([
      'My morning route',
      'My health hacks',
      'What I like to eat',
      'What I avoid to eat',
      'My exercise plan',
      'My skincare routine',
      'My go-to health products',
      'My typical gym session',
      'My hydration fix',
      'My wellness tips',
    ]);
  });

  it('each have a colour of their own', () => {
    expect(new Set(ROUTINE_PRESETS.map((preset) => preset.palette)).size).toBe(10);
    expect(new Set(ROUTINE_PRESETS.map((preset) => hex(routineCardColours(preset.palette).light))).size).toBe(10);
    expect(new Set(ROUTINE_PRESETS.map((preset) => hex(routineCardColours(preset.palette).dark))).size).toBe(10);
  });

  it.each(ROUTINE_PRESETS.map((preset) => [preset.title, preset.palette] as const))('“%s” (%s) keeps its text readable in both modes (AA)', (_, palette) => {
    const colours = routineCardColours(palette);
    expect(contrast(hex(colours.light), hex(ROUTINE_CARD_TEXT.light))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(colours.dark), hex(ROUTINE_CARD_TEXT.dark))).toBeGreaterThanOrEqual(4.5);
  });
});
