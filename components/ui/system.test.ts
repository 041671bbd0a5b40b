// The console's Chakra system carries only the recipes of the components it uses (system.ts); a
// component imported anywhere without its recipe in the system would render unstyled. This test reads
// every file's imports from '@chakra-ui/react' and checks each component against the system.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { system } from './system';

/** The recipe each styled component reads; `slot` recipes style multi-part components. */
const RECIPE_OF: Record<string, { key: string; slot?: true }> = {
  Alert: { key: 'alert', slot: true },
  Badge: { key: 'badge' },
  Button: { key: 'button' },
  Card: { key: 'card', slot: true },
  Checkbox: { key: 'checkbox', slot: true },
  CloseButton: { key: 'button' },
  Combobox: { key: 'combobox', slot: true },
  DataList: { key: 'dataList', slot: true },
  Dialog: { key: 'dialog', slot: true },
  Drawer: { key: 'drawer', slot: true },
  EmptyState: { key: 'emptyState', slot: true },
  Field: { key: 'field', slot: true },
  Fieldset: { key: 'fieldset', slot: true },
  FileUpload: { key: 'fileUpload', slot: true },
  Heading: { key: 'heading' },
  Code: { key: 'code' },
  Kbd: { key: 'kbd' },
  IconButton: { key: 'button' },
  Input: { key: 'input' },
  InputGroup: { key: 'inputAddon' },
  Link: { key: 'link' },
  List: { key: 'list', slot: true },
  Menu: { key: 'menu', slot: true },
  NativeSelect: { key: 'nativeSelect', slot: true },
  Progress: { key: 'progress', slot: true },
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
  'Grid',
  'Group',
  'HStack',
  'Image',
  'Portal',
  'SimpleGrid',
  'Spacer',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'chakra',
  'createListCollection',
  'createSlotRecipeContext',
  'createRecipeContext',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'mergeConfigs',
  'useFieldContext',
  'useFileUpload',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The values a source imports from one module (`import { A, type B } from '<module>'` gives A). */
function importedNames(source: string, module: string): string[] {
  const pattern = new RegExp(`import\\s*(type\\s*)?\\{([^}]+)\\}\\s*from\\s*'${module.replace(/[/]/g, '\\/')}'`, 'g');
  return [...source.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) =>
      match[2]
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '))
        .map((part) => part.split(/\s+as\s+/)[0]),
    );
}

const sources = ['app', 'areas', 'components', 'lib'].flatMap(sourceFiles).map((file) => ({ file, source: readFileSync(file, 'utf8') }));

describe('the Chakra system', () => {
  const names = new Set(sources.flatMap(({ source }) => importedNames(source, '@chakra-ui/react')));

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

  it('carries no recipe that no imported component reads', () => {
    // Every recipe ships on every page: one left behind when its component went (the content form's
    // Tabs, 1.0 KB gzip) costs every screen for nothing.
    // Chakra's own icons (a checkbox's tick, a close button's cross) read the icon recipe.
    const read = new Set(['icon', ...[...names].flatMap((name) => (RECIPE_OF[name] ? [RECIPE_OF[name].key] : []))]);
    const carried = Object.keys({ ...system._config.theme?.recipes, ...system._config.theme?.slotRecipes });
    expect(carried.filter((key) => !read.has(key))).toEqual([]);
  });

  it('is the only reader of Chakra\'s theme module', () => {
    // A second importer of '@chakra-ui/react/theme', even in a chunk loaded on demand, makes the
    // bundler ship the whole theme (every recipe: +17 KB gzip on every page, measured with bench:js).
    const readers = sources.filter(({ source }) => /from '@chakra-ui\/react\/theme'/.test(source)).map(({ file }) => file);
    expect(readers).toEqual([join('components', 'ui', 'system.ts')]);
  });
});
