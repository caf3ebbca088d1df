// Chakra's form, alert, dialog, skeleton and separator parts, with their recipes: importing one from here registers
// those recipes before it first renders, so the front page (which shows none of them) does not carry them.
import {
  alertSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes, registerSlotRecipes } from './system';

registerRecipes({ input: inputRecipe, separator: separatorRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe });
registerSlotRecipes({ alert: alertSlotRecipe, dialog: dialogSlotRecipe, field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe });

export { Alert, Dialog, Field, Input, NativeSelect, Separator, Skeleton, Textarea } from '@chakra-ui/react';
