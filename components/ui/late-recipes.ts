// The recipes of the Chakra components no list draws on its first screen, added to the console's system
// (system.ts) when a module that draws one loads, instead of shipping with every page (about 4 KB gzip):
// such a module imports this one (`import '@/components/ui/late-recipes';`), so the recipes come in its
// chunk and are in the system before its first render. The drawn-on-demand parts (record picker and
// palette, dialogs, drawers, presence avatars, upload, progress, lists of a step's results, code) here; the form fields'
// own (textarea, fieldset, tag) in form-recipes.ts, as forms draw them at once. system.test.ts checks that
// every file drawing one of these components imports the module that has its recipe.
import { avatarSlotRecipe } from 'chakra-theme/recipes/avatar';
import { codeRecipe } from 'chakra-theme/recipes/code';
import { comboboxSlotRecipe } from 'chakra-theme/recipes/combobox';
import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';
import { fileUploadSlotRecipe } from 'chakra-theme/recipes/file-upload';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress';
import { addRecipes } from './system';

export const LATE_RECIPES = {
  recipes: { code: codeRecipe },
  slotRecipes: {
    avatar: avatarSlotRecipe,
    combobox: comboboxSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    fileUpload: fileUploadSlotRecipe,
    list: listSlotRecipe,
    progress: progressSlotRecipe,
  },
};

addRecipes(LATE_RECIPES);
