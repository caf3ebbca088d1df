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
  // Tabs wrap onto a second row on a phone rather than widening the page past its edge.
  tabs: { ...tabsSlotRecipe, base: { ...tabsSlotRecipe.base, list: { ...tabsSlotRecipe.base?.list, flexWrap: 'wrap' } } },
});
