// The console's Chakra system carries only the recipes of the components it uses (system.ts), and the
// recipes of components no list draws at first come later (late-recipes.ts, form-recipes.ts); a component
// imported anywhere without its recipe would render unstyled. This test reads every file's imports from
// '@chakra-ui/react' and checks each component against the system or the late module the file imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_RECIPES, system } from './system';

/** The modules that add recipes when they load, as a file imports them, and the keys each adds. */
const LATE_MODULES: Record<string, () => Promise<{ recipes: object; slotRecipes: object }>> = {
  '@/components/ui/late-recipes': () => import('./late-recipes').then((module) => module.LATE_RECIPES),
  '@/components/ui/form-recipes': () => import('./form-recipes').then((module) => module.FORM_RECIPES),
};

/** The recipe each styled component reads; `slot` recipes style multi-part components. */
const RECIPE_OF: Record<string, { key: string; slot?: true }> = {
  Alert: { key: 'alert', slot: true },
  Avatar: { key: 'avatar', slot: true },
  AvatarGroup: { key: 'avatar', slot: true },
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

  it('has the recipe of every component the console imports, from the start or from a late module the file imports', async () => {
    const late = new Map<string, Set<string>>();
    for (const [module, load] of Object.entries(LATE_MODULES)) {
      const added = await load();
      late.set(module, new Set([...Object.keys(added.recipes), ...Object.keys(added.slotRecipes)]));
    }
    const unstyled: string[] = [];
    for (const { file, source } of sources) {
      const lateImported = [...late.keys()].filter((module) => source.includes(`import '${module}';`));
      for (const name of importedNames(source, '@chakra-ui/react')) {
        if (WITHOUT_RECIPE.has(name)) continue;
        const recipe = RECIPE_OF[name];
        expect({ name, known: recipe !== undefined }).toEqual({ name, known: true });
        const isStyled = FIRST_RECIPES.includes(recipe.key) || lateImported.some((module) => late.get(module)!.has(recipe.key));
        if (!isStyled) unstyled.push(`${file}: ${name} (recipe ${recipe.key})`);
      }
    }
    expect(unstyled).toEqual([]);
    // Once loaded, the late recipes are the system's, as slot or plain recipes as their components read them.
    for (const name of Object.keys(RECIPE_OF)) {
      const recipe = RECIPE_OF[name];
      if (!names.has(name)) continue;
      const isThere = recipe.slot ? system.isSlotRecipe(recipe.key) : system.isRecipe(recipe.key);
      expect({ name, recipe: recipe.key, isThere }).toEqual({ name, recipe: recipe.key, isThere: true });
    }
  });

  it('leaves the recipes of the components no list draws at first to the late modules', () => {
    // The lists' first load (README.md#performance): what moved out must not creep back into system.ts.
    for (const key of ['combobox', 'dialog', 'drawer', 'dataList', 'fileUpload', 'progress', 'list', 'code', 'textarea', 'fieldset', 'tag']) {
      expect({ key, first: FIRST_RECIPES.includes(key) }).toEqual({ key, first: false });
    }
  });

  it('adds a late recipe before its component first renders, and keeps one the system has', async () => {
    const { addRecipes } = await import('./system');
    const { LATE_RECIPES } = await import('./late-recipes');
    expect(system.getSlotRecipe('dialog')).toBe(LATE_RECIPES.slotRecipes.dialog);
    const button = system.getRecipe('button');
    addRecipes({ recipes: { button: { base: { color: 'red' } } } });
    expect(system.getRecipe('button')).toBe(button);
  });

  it('carries no recipe that no imported component reads', async () => {
    // Every recipe ships on every page: one left behind when its component went (the content form's
    // Tabs, 1.0 KB gzip) costs every screen for nothing.
    // Chakra's own icons (a checkbox's tick, a close button's cross) read the icon recipe.
    const read = new Set(['icon', ...[...names].flatMap((name) => (RECIPE_OF[name] ? [RECIPE_OF[name].key] : []))]);
    const added = await Promise.all(Object.values(LATE_MODULES).map((load) => load()));
    const carried = [...FIRST_RECIPES, ...added.flatMap((late) => [...Object.keys(late.recipes), ...Object.keys(late.slotRecipes)])];
    expect(carried.filter((key) => !read.has(key))).toEqual([]);
  });

  it('reads Chakra\'s theme file by file, in the system and the late modules only', () => {
    // '@chakra-ui/react/theme' builds Chakra's whole default config: with a recipe imported from a chunk
    // loaded on demand as well, the bundler shipped all of it (every recipe: +14 KB gzip on every page,
    // measured with bench:js).
    expect(sources.filter(({ source }) => /from '@chakra-ui\/react\/theme'/.test(source)).map(({ file }) => file)).toEqual([]);
    const readers = sources.filter(({ source }) => /from 'chakra-theme\//.test(source)).map(({ file }) => file);
    expect(readers.sort()).toEqual([join('components', 'ui', 'form-recipes.ts'), join('components', 'ui', 'late-recipes.ts'), join('components', 'ui', 'system.ts')]);
  });
});
