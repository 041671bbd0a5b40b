// The console's Chakra theme: Chakra's tokens with the self-hosted Inter font and a small radius
// (docs/console-screens.md#theme-and-constants), and only the recipes of the components the console uses. Chakra's default config carries
// the recipes of all ~80 components (27 KB gzip on every page); a component added to the console needs
// its recipe added here, or in late-recipes.ts when no first screen draws it, or it renders unstyled.
// The theme's parts are read file by file (`chakra-theme/*`, tsconfig.json's paths into
// @chakra-ui/react/dist), never through '@chakra-ui/react/theme': that module builds Chakra's whole
// default config, and once any recipe was also imported from a chunk loaded on demand the bundler kept all
// of it, every recipe of the ~80 (+14 KB gzip on every page, measured with bench:js). By file, a recipe
// sits in the chunk of the code that imports it.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type RecipeDefinition, type SlotRecipeConfig } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { emptyStateSlotRecipe } from 'chakra-theme/recipes/empty-state';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { inputAddonRecipe } from 'chakra-theme/recipes/input-addon';
import { kbdRecipe } from 'chakra-theme/recipes/kbd';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { menuSlotRecipe } from 'chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { separatorRecipe } from 'chakra-theme/recipes/separator';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { skipNavLinkRecipe } from 'chakra-theme/recipes/skip-nav-link';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { tooltipSlotRecipe } from 'chakra-theme/recipes/tooltip';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
import { blurs } from 'chakra-theme/tokens/blurs';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';

// What Chakra's theme module builds from these files (its tokens, semantic tokens and CSS variable names).
const tokens = { animations, aspectRatios, blurs, borders, colors, cursor, durations, easings, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, radii, sizes, spacing, zIndex: zIndices };
const semanticTokens = { colors: semanticColors, radii: semanticRadii, shadows: semanticShadows };
const cssVarsPrefix = 'chakra';
const cssVarsRoot = ':where(html, .chakra-theme)';

const fontStack = `'Inter Variable', Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif`;

/** Chakra's default theme, recipes aside (the same values `defaultConfig` is built from). */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/** A solid fill darkened a little: the hover of solid buttons, which keeps their text's contrast. */
const darkenedSolid = 'color-mix(in srgb, {colors.colorPalette.solid} 88%, black)';

const consoleConfig = defineConfig({
  // Who asks their system for reduced motion gets none: drawers, dialogs, menus and toasts appear at
  // once, and skeletons and spinners hold still (a spinner still says "loading" beside its text).
  globalCss: {
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
    },
    semanticTokens: {
      radii: {
        l1: { value: '{radii.xs}' },
        l2: { value: '{radii.sm}' },
        l3: { value: '{radii.sm}' },
      },
      // WCAG AA contrast (4.5:1 for text) where Chakra's defaults miss it (axe, e2e/a11y.spec.ts): error
      // and success text on the light page (red.500 3.8:1, green.600 3.3:1) and white text on the green
      // solid fill (3.3:1). One shade darker passes (4.8–5.0:1).
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
      },
    },
    recipes: {
      button: {
        variants: {
          variant: {
            // Chakra lightens a hovered solid button (90 % opacity), which takes white text on blue or green
            // below 4.5:1 in light mode; darkening it raises the contrast instead, in both modes.
            solid: { _hover: { bg: darkenedSolid }, _expanded: { bg: darkenedSolid } },
          },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), consoleConfig);

/** The recipes the system has from the start, whatever late-recipes.ts adds later (system.test.ts). */
export const FIRST_RECIPES: readonly string[] = Object.keys({ ...system._config.theme?.recipes, ...system._config.theme?.slotRecipes });

/**
 * Adds recipes the system lacks, in place (late-recipes.ts): Chakra reads a component's recipe from the
 * system's theme by its key when the component first renders, and keeps what it found, so they must be
 * added before then. A recipe already there is left as it is.
 */
export function addRecipes({ recipes = {}, slotRecipes = {} }: { recipes?: Record<string, RecipeDefinition>; slotRecipes?: Record<string, SlotRecipeConfig> }) {
  const theme = system._config.theme!;
  theme.recipes ??= {};
  theme.slotRecipes ??= {};
  for (const [key, recipe] of Object.entries(recipes)) theme.recipes[key] ??= recipe;
  for (const [key, recipe] of Object.entries(slotRecipes)) theme.slotRecipes[key] ??= recipe;
}
