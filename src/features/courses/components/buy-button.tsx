// Buy for a published paid course: asks the payments function for the provider's checkout and goes there. Online only —
// offline it says why and nothing is queued, so a charge can never start twice (the server reuses a pending order).
import { Button, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { useEffect, useState } from 'react';
import { useMaarifaDatabase, getSyncHandle, type CourseDoc } from '../../../db/index.ts';
import { readReferral } from '../../../lib/referral.ts';
import { courseReturnUrl, PaymentError, startCheckout } from '../data/checkout.ts';
import { formatPrice } from '../data/format.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';

const m = courseTexts.checkout;

export function BuyButton({ course }: { course: CourseDoc }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const online = useOnlineStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from the provider's page through the browser's back button (a page restored from the back-forward cache).
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function buy() {
    if (busy || !navigator.onLine) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await startCheckout({
        courseId: course.id,
        referralCode: readReferral()?.code ?? null,
        returnUrl: courseReturnUrl(window.location.origin, course.id),
      });
      // The page is leaving for the provider: the button stays busy so it cannot be pressed again meanwhile.
      window.location.assign(answer.authorization_url);
    } catch (caught) {
      const code = caught instanceof PaymentError ? caught.code : 'unknown';
      setError(caught instanceof PaymentError ? caught.message : t(m.errors.unknown));
      // Bought on another device: the enrolment is on the server, so fetch it now.
      if (code === 'already_enrolled') void getSyncHandle(db)?.syncNow().catch(() => undefined);
      setBusy(false);
    }
  }

  return (
    <Stack gap="2" data-testid="buy-area">
      <Button colorPalette="brand" onClick={() => void buy()} disabled={!online || busy} aria-describedby={online ? undefined : 'buy-offline'}>
        {busy ? t(m.starting) : t(m.buy, { price: formatPrice(course.price, t) })}
      </Button>
      {!online && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title id="buy-offline" data-testid="buy-offline" fontWeight="normal">
            {t(m.offline)}
          </Alert.Title>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(m.errorTitle)}</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t(m.methods)}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {t(m.guarantee)}
      </Text>
    </Stack>
  );
}
