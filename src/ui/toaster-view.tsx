// The toast store and its renderer: loaded by the toaster facade (toaster.tsx) on the first toast, never at page load.
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useT } from '../lib/i18n';
import { registerSlotRecipes } from './system';
import { uiTexts } from './ui-texts';

registerSlotRecipes({ toast: toastSlotRecipe });

/**
 * Chakra's solid toasts put white text on green/orange 600 with the description at 80% opacity: under 4.5:1 (axe's
 * colour-contrast). One shade darker and a fully opaque description pass for small text.
 */
const readableToast = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=warning]': { bg: 'orange.700' },
  '&[data-type=error]': { bg: 'red.700' },
};

export const toasterStore = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

export default function ToasterView() {
  const t = useT();
  return (
    <Portal>
      <ChakraToaster toaster={toasterStore} insetInline={{ mdDown: '4' }} aria-label={t(uiTexts.notifications)}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={readableToast}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={t(uiTexts.dismissNotification)} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
