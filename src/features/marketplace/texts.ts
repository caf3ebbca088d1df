// The marketplace page's user-facing texts (spec §2: tabs All Items, Courses, Templates, Resources; Purchase), in one place.
import type { MarketplaceTab } from './data/filter-products';

export const marketplaceTexts = {
  title: 'Marketplace',
  description: 'Courses, templates and resources made by African creators, to learn faster and build your own business.',
  lead: 'Courses, templates and resources made by creators across Africa.',
  searchPlaceholder: 'Search the marketplace...',
  searchLabel: 'Search products by title, description or seller',
  tabsLabel: 'Product categories',
  tabs: {
    all: 'All Items',
    courses: 'Courses',
    templates: 'Templates',
    resources: 'Resources',
  } satisfies Record<MarketplaceTab, string>,
  categoryLabels: {
    courses: 'Course',
    templates: 'Template',
    resources: 'Resource',
  },
  noMatches: 'No products match your search.',
  seller: (name: string) => `by ${name}`,
  rating: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
  downloads: (count: string) => `${count} downloads`,
  purchase: 'Purchase',
  purchaseLabel: (title: string) => `Purchase ${title}`,
  wishlistLabel: (title: string) => `Save ${title} to wishlist`,
  wishlistCount: (count: number) => (count === 1 ? '1 item in your wishlist' : `${count} items in your wishlist`),
  paymentsUnavailable: {
    title: 'Payments are not available yet',
    description: (title: string) => `You will be able to buy ${title} once payments open. Star it to keep it in your wishlist.`,
  },
} as const;

// --- Issue 24: the real courses in the marketplace, each with Buy (on its page). ---
export const marketplaceCourseTexts = {
  courseBadge: 'Course',
  instructor: (name: string) => `by ${name}`,
  students: (count: number) => (count === 1 ? '1 student' : `${count.toLocaleString('en')} students`),
  buy: 'Buy',
  buyLabel: (title: string, price: string) => `Buy ${title} for ${price}`,
  noCourses: 'No paid courses on this device yet. Open the course catalogue with a connection to get the latest ones.',
} as const;

