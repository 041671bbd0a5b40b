// The console's Chakra theme: Chakra's defaults with the self-hosted Inter font and a small radius (SPEC §9).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const fontStack = `'Inter Variable', Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif`;

const config = defineConfig({
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
    },
  },
});

export const system = createSystem(defaultConfig, config);
