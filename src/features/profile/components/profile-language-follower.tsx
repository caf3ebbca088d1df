// The profile's language applied on a device that has no choice of its own (issue 25): a learner signing in on a new
// phone gets the language they picked elsewhere, once sync brings their profile.
import { useEffect } from 'react';
import { useSession } from '../../../auth/use-session';
import { useOwnProfile } from '../../../db';
import { activateLocale, activeLocale, readDeviceLocale } from '../../../lib/i18n/i18n';
import { resolveLocale } from '../../../lib/i18n/locales';

export function ProfileLanguageFollower() {
  const { user } = useSession();
  const { profile } = useOwnProfile(user?.id);
  const language = profile?.language ?? null;
  useEffect(() => {
    if (!language) return;
    // The device's own choice wins (resolveLocale's order); without one, the profile's beats the browser's.
    const locale = resolveLocale({ device: readDeviceLocale(), profile: language, browser: navigator.languages });
    if (locale === activeLocale()) return;
    // Kept on the device from now on, so the next visit opens in it before the database does, offline too. A catalog
    // that cannot be had (offline, never opened here) leaves the language as it is until the profile next changes.
    activateLocale(locale, { remember: true }).catch(() => undefined);
  }, [language]);
  return null;
}
