// The recipes of the form fields no list draws (textarea, fieldset, tag), added to the console's system
// when a field that draws one loads, as late-recipes.ts does for the parts drawn on demand: a form's first
// load carries them, a list's does not.
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';
import { tagSlotRecipe } from 'chakra-theme/recipes/tag';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { addRecipes } from './system';

export const FORM_RECIPES = {
  recipes: { textarea: textareaRecipe },
  slotRecipes: { fieldset: fieldsetSlotRecipe, tag: tagSlotRecipe },
};

addRecipes(FORM_RECIPES);
