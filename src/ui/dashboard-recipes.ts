// The slot recipes only the dashboard's components use, registered when the dashboard's first route module loads.
import { avatarSlotRecipe, checkboxSlotRecipe, drawerSlotRecipe, emptyStateSlotRecipe, menuSlotRecipe, progressSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { registerSlotRecipes } from './system';

registerSlotRecipes({
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  menu: menuSlotRecipe,
  progress: progressSlotRecipe,
  tabs: tabsSlotRecipe,
});
