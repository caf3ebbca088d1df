// /dashboard/marketplace: four tabs searched as you type. Courses are the real published paid courses on the device, each
// with Buy (on its page); templates and resources stay samples, whose Purchase says payments are not open for them yet,
// and the star keeps a sample in the user's wishlist on this device.
import { Box, InputGroup, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { Input } from '../../../ui/parts';
import { useState } from 'react';
import type { MangoQuery } from 'rxdb';
import { useSession } from '../../../auth/use-session';
import { marketplaceCategories, marketplaceProducts, type MarketplaceProduct } from '../../../content/marketplace';
import { type CourseDoc, useLiveDocs } from '../../../db';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { CourseProductCard } from '../components/course-product-card';
import { ProductCard } from '../components/product-card';
import { filterCourses, filterProducts, getSampleProducts, type MarketplaceTab } from '../data/filter-products';
import { useWishlist } from '../data/use-wishlist';
import { useT } from '../../../lib/i18n';
import { marketplaceCourseTexts, marketplaceTexts as m } from '../texts';
import * as icons from '../../../content/icon-paths';

const sampleProducts = getSampleProducts(marketplaceProducts);
const publishedQuery: MangoQuery<CourseDoc> = { selector: { status: 'published' } };
const tabs: readonly MarketplaceTab[] = ['all', ...marketplaceCategories];

export default function MarketplacePage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  const [tab, setTab] = useState<MarketplaceTab>('all');
  const [search, setSearch] = useState('');
  const { user } = useSession();
  const wishlist = useWishlist(user?.id);
  const { data: courses } = useLiveDocs('courses', publishedQuery);
  const savedCount = sampleProducts.filter((product) => wishlist.productIds.includes(product.id)).length;

  function showPaymentsUnavailable(product: MarketplaceProduct) {
    toaster.create({ type: 'info', title: t(m.paymentsUnavailable.title), description: t(m.paymentsUnavailable.description, { title: product.title }) });
  }

  return (
    <Box as="section" aria-labelledby="marketplace-title">
      <PageHeader title={t(m.title)} lead={t(m.lead)} titleId="marketplace-title" />
      <InputGroup startElement={<AppIcon path={icons.search} boxSize="4" />} mb="2" maxW="md">
        <Input type="search" placeholder={t(m.searchPlaceholder)} aria-label={t(m.searchLabel)} value={search} onChange={(event) => setSearch(event.target.value)} />
      </InputGroup>
      <Text textStyle="sm" color="fg.muted" mb="4" aria-live="polite" data-testid="wishlist-count">
        {t(m.wishlistCount, { count: savedCount })}
      </Text>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as MarketplaceTab)} variant="line" lazyMount unmountOnExit>
        <Tabs.List aria-label={t(m.tabsLabel)} flexWrap="wrap">
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(m.tabs[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value}>
            <ProductGrid
              courses={filterCourses(courses, value, search)}
              emptyText={value === 'courses' && search.trim() === '' ? t(marketplaceCourseTexts.noCourses) : t(m.noMatches)}
              products={filterProducts(sampleProducts, value, search)}
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
  courses: readonly CourseDoc[];
  emptyText: string;
  products: readonly MarketplaceProduct[];
  savedIds: readonly string[];
  onToggleSaved: ((productId: string) => void) | undefined;
  onPurchase: (product: MarketplaceProduct) => void;
}

function ProductGrid({ courses, emptyText, products, savedIds, onToggleSaved, onPurchase }: ProductGridProps) {
  if (products.length === 0 && courses.length === 0) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {courses.map((course) => (
        <CourseProductCard key={course.id} course={course} />
      ))}
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
