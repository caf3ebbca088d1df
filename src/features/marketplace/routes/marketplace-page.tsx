// /dashboard/marketplace: the six sample products under four tabs, searched as you type; Purchase says payments are
// not open yet, and the star keeps a product in the user's wishlist on this device.
import { Box, Input, InputGroup, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { marketplaceCategories, marketplaceProducts, type MarketplaceProduct } from '../../../content/marketplace';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { ProductCard } from '../components/product-card';
import { filterProducts, type MarketplaceTab } from '../data/filter-products';
import { useWishlist } from '../data/use-wishlist';
import { marketplaceTexts as t } from '../texts';

const tabs: readonly MarketplaceTab[] = ['all', ...marketplaceCategories];

export default function MarketplacePage() {
  usePageMeta({ title: pageTitle(t.title), description: t.description });
  const [tab, setTab] = useState<MarketplaceTab>('all');
  const [search, setSearch] = useState('');
  const { user } = useSession();
  const wishlist = useWishlist(user?.id);
  const savedCount = marketplaceProducts.filter((product) => wishlist.productIds.includes(product.id)).length;

  function showPaymentsUnavailable(product: MarketplaceProduct) {
    toaster.create({ type: 'info', title: t.paymentsUnavailable.title, description: t.paymentsUnavailable.description(product.title) });
  }

  return (
    <Box as="section" aria-labelledby="marketplace-title">
      <PageHeader title={t.title} lead={t.lead} titleId="marketplace-title" />
      <InputGroup startElement={<AppIcon name="search" boxSize="4" />} mb="2" maxW="md">
        <Input type="search" placeholder={t.searchPlaceholder} aria-label={t.searchLabel} value={search} onChange={(event) => setSearch(event.target.value)} />
      </InputGroup>
      <Text textStyle="sm" color="fg.muted" mb="4" aria-live="polite" data-testid="wishlist-count">
        {t.wishlistCount(savedCount)}
      </Text>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as MarketplaceTab)} variant="line" lazyMount unmountOnExit>
        <Tabs.List aria-label={t.tabsLabel} flexWrap="wrap">
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t.tabs[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value}>
            <ProductGrid
              products={filterProducts(marketplaceProducts, value, search)}
              savedIds={wishlist.productIds}
              onToggleSaved={user ? wishlist.toggle : undefined}
              onPurchase={showPaymentsUnavailable}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

interface ProductGridProps {
  products: readonly MarketplaceProduct[];
  savedIds: readonly string[];
  onToggleSaved: ((productId: string) => void) | undefined;
  onPurchase: (product: MarketplaceProduct) => void;
}

function ProductGrid({ products, savedIds, onToggleSaved, onPurchase }: ProductGridProps) {
  if (products.length === 0) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        {t.noMatches}
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          saved={savedIds.includes(product.id)}
          onToggleSaved={onToggleSaved && (() => onToggleSaved(product.id))}
          onPurchase={() => onPurchase(product)}
        />
      ))}
    </SimpleGrid>
  );
}
