// The console's Chakra theme: Chakra's tokens with the self-hosted Inter font and a small radius
// (docs/console-screens.md#theme-and-constants), and only the recipes of the components the console uses. Chakra's default config carries
// the recipes of all ~80 components (27 KB gzip on every page); a component added to the console needs
// its recipe added here, or it renders unstyled.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  checkboxSlotRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

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
      code: codeRecipe,
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
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
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
