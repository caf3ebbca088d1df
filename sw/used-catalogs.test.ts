// The catalog parts an update brings in: each part this device has used, and both parts of a language kept whole before the split.
import { describe, expect, it } from 'vitest';
import { usedCatalogFiles } from './used-catalogs';

const files = {
  'sw-public': 'assets/locale-sw-public-N3wHash1.js',
  'sw-app': 'assets/locale-sw-app-N3wHash2.js',
  'fr-public': 'assets/locale-fr-public-N3wHash3.js',
  'fr-app': 'assets/locale-fr-app-N3wHash4.js',
  'ar-public': 'assets/locale-ar-public-N3wHash5.js',
  'ar-app': 'assets/locale-ar-app-N3wHash6.js',
};

describe('usedCatalogFiles', () => {
  it('brings the new file of each part kept, and no part never used', () => {
    const kept = ['/assets/locale-sw-public-0ldHash1.js', '/assets/locale-fr-public-0ldHash3.js', '/assets/locale-fr-app-0ldHash4.js', '/assets/index-abc.js'];
    expect(usedCatalogFiles(files, kept).sort()).toEqual(['assets/locale-fr-app-N3wHash4.js', 'assets/locale-fr-public-N3wHash3.js', 'assets/locale-sw-public-N3wHash1.js']);
  });

  it('counts a language kept whole by a version before the split as both of its parts', () => {
    expect(usedCatalogFiles(files, ['/assets/locale-ar-CJNPgc1h.js']).sort()).toEqual(['assets/locale-ar-app-N3wHash6.js', 'assets/locale-ar-public-N3wHash5.js']);
  });

  it('brings nothing to a device that used English only', () => {
    expect(usedCatalogFiles(files, ['/assets/index-abc.js', '/assets/public-def.js'])).toEqual([]);
  });
});
