// Which products a marketplace tab and search show: the tab's category, then the words typed, matched on the device.
import type { MarketplaceCategory, MarketplaceProduct } from '../../../content/marketplace';

export type MarketplaceTab = 'all' | MarketplaceCategory;

/** Case-insensitive; a product matches when its title, description or seller contains the trimmed search text. */
export function filterProducts<P extends MarketplaceProduct>(products: readonly P[], tab: MarketplaceTab, search: string): P[] {
  const needle = search.trim().toLocaleLowerCase();
  return products.filter(
    (product) =>
      (tab === 'all' || product.category === tab) &&
      (needle === '' || [product.title, product.description, product.seller].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
}
