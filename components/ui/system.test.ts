// The console's Chakra system carries only the recipes of the components it uses (system.ts); a
// component imported anywhere without its recipe in the system would render unstyled. This test reads
// every import from '@chakra-ui/react' and checks each component against the system.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { system } from './system';

/** The recipe each styled component reads; `slot` recipes style multi-part components. */
const RECIPE_OF: Record<string, { key: string; slot?: true }> = {
  Alert: { key: 'alert', slot: true },
  Badge: { key: 'badge' },
  Button: { key: 'button' },
  Card: { key: 'card', slot: true },
  DataList: { key: 'dataList', slot: true },
  Dialog: { key: 'dialog', slot: true },
  EmptyState: { key: 'emptyState', slot: true },
  Field: { key: 'field', slot: true },
  Fieldset: { key: 'fieldset', slot: true },
  Heading: { key: 'heading' },
  IconButton: { key: 'button' },
  Input: { key: 'input' },
  InputGroup: { key: 'inputAddon' },
  Link: { key: 'link' },
  Menu: { key: 'menu', slot: true },
  NativeSelect: { key: 'nativeSelect', slot: true },
  Separator: { key: 'separator' },
  Skeleton: { key: 'skeleton' },
  SkipNavLink: { key: 'skipNavLink' },
  Spinner: { key: 'spinner' },
  Table: { key: 'table', slot: true },
  Tag: { key: 'tag', slot: true },
  Textarea: { key: 'textarea' },
  Tooltip: { key: 'tooltip', slot: true },
};

/** Layout primitives, providers and helpers: no recipe. */
const WITHOUT_RECIPE = new Set([
  'Box',
  'Center',
  'ChakraProvider',
  'Flex',
  'HStack',
  'Portal',
  'SimpleGrid',
  'Spacer',
  'Stack',
  'SystemStyleObject',
  'Text',
  'VStack',
  'chakra',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'mergeConfigs',
  'useFieldContext',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of ['app', 'components', 'lib'].flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1].split(',')) {
        const name = part.replace(/\btype\s+/, '').split(/\s+as\s+/)[0].trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('the Chakra system', () => {
  const names = importedChakraNames();

  it('finds the components the console imports', () => {
    expect([...names]).toEqual(expect.arrayContaining(['Button', 'Menu', 'Table']));
  });

  it('has the recipe of every component the console imports', () => {
    for (const name of names) {
      if (WITHOUT_RECIPE.has(name)) continue;
      const recipe = RECIPE_OF[name];
      expect({ name, known: recipe !== undefined }).toEqual({ name, known: true });
      const isThere = recipe.slot ? system.isSlotRecipe(recipe.key) : system.isRecipe(recipe.key);
      expect({ name, recipe: recipe.key, isThere }).toEqual({ name, recipe: recipe.key, isThere: true });
    }
  });
});
