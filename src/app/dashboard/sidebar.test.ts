// The sidebar's rules: which groups and links each role sees (spec §6), and the 7-day state cookie.
import { afterEach, describe, expect, it } from 'vitest';
import * as iconModule from '../../content/icon-paths';
import { activateLocale, loadAppCatalog, t } from '../../lib/i18n';
import { selectVisibleNav, sidebarNav } from './sidebar-nav';
import { formatSidebarCookie, readSidebarCookie, SIDEBAR_COOKIE_MAX_AGE_SECONDS } from './sidebar-state';

const groupLabels = (roles: Parameters<typeof selectVisibleNav>[0]) => selectVisibleNav(roles).map((group) => t(group.label));
const links = (roles: Parameters<typeof selectVisibleNav>[0]) => selectVisibleNav(roles).flatMap((group) => group.items.map((item) => item.to));

describe('selectVisibleNav', () => {
  it('shows a superadmin every group and every link', () => {
    expect(groupLabels(['superadmin'])).toEqual(sidebarNav.map((group) => t(group.label)));
    expect(links(['superadmin'])).toHaveLength(sidebarNav.flatMap((group) => group.items).length);
    expect(groupLabels(['superadmin'])).toEqual(expect.arrayContaining(['Platform Management', 'Integrations']));
  });

  it('hides Platform Management, Integrations and the administration pages from a learner', () => {
    expect(groupLabels(['learner'])).not.toContain('Platform Management');
    expect(groupLabels(['learner'])).not.toContain('Integrations');
    expect(links(['learner'])).toContain('/dashboard/learner');
    expect(links(['learner'])).not.toContain('/dashboard/instructor');
    expect(links(['learner'])).not.toContain('/dashboard/admin');
    expect(links(['learner'])).toContain('/dashboard/courses');
  });

  it('shows an admin the Admin page but not the superadmin groups', () => {
    expect(links(['admin'])).toContain('/dashboard/admin');
    expect(links(['admin'])).not.toContain('/dashboard/superadmin');
    expect(groupLabels(['admin'])).not.toContain('Integrations');
  });

  it('shows a creator the Instructor page and an ambassador the Affiliate page', () => {
    expect(links(['creator'])).toContain('/dashboard/instructor');
    expect(links(['ambassador'])).toContain('/dashboard/affiliate');
  });

  it('gives every link an icon of its own, so the collapsed sidebar tells them apart', () => {
    const icons = sidebarNav.flatMap((group) => group.items.map((item) => item.icon));
    expect(new Set(icons).size).toBe(icons.length);
    for (const icon of icons) {
      expect(Object.values(iconModule)).toContain(icon);
      expect(icon).toMatch(/^[Mm]/);
    }
  });
});

describe('sidebar names', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('reads the spec\'s English names from the catalog', () => {
    expect(groupLabels(['learner'])).toEqual(['Main', 'Role Dashboards']);
    expect(selectVisibleNav(['learner']).flatMap((group) => group.items.map((item) => t(item.label)))).toEqual([
      'Home Feed', 'Courses', 'Community', 'Marketplace', 'XP Levels', 'Experience', 'Future', 'Profile', 'Student',
    ]);
  });

  it('follows the learner\'s language: no group or link stays English in Kiswahili or Arabic', async () => {
    const names = sidebarNav.flatMap((group) => [group.label, ...group.items.map((item) => item.label)]);
    const english = new Map(names.map((message) => [message.id, t(message)]));
    for (const locale of ['sw', 'ar'] as const) {
      await activateLocale(locale);
      // The dashboard's messages are in the language's app part, which the router app loads before its first render.
      await loadAppCatalog();
      for (const message of names) {
        expect(message.id).toMatch(/^nav\./);
        const translated = t(message);
        expect(translated, `${message.id} in ${locale}`).not.toBe('');
        expect(translated, `${message.id} in ${locale}`).not.toBe(english.get(message.id));
      }
    }
  });
});

describe('sidebar cookie', () => {
  it('lasts 7 days and reads back what was written', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(7 * 24 * 60 * 60);
    for (const expanded of [true, false]) {
      const written = formatSidebarCookie(expanded);
      expect(written).toContain(`max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}`);
      expect(written).toContain('path=/');
      // document.cookie reads back only name=value pairs.
      expect(readSidebarCookie(written.split(';')[0]!)).toBe(expanded);
    }
  });

  it('finds the state among other cookies and ignores lookalikes', () => {
    expect(readSidebarCookie('theme=dark; sidebar_state=false; lang=sw')).toBe(false);
    expect(readSidebarCookie('my_sidebar_state=true')).toBeNull();
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
    expect(readSidebarCookie('')).toBeNull();
  });
});
