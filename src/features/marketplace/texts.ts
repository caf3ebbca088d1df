// The marketplace page's user-facing texts (ICU messages, English source; spec §2: tabs All Items, Courses, Templates, Resources; Purchase).
import { defineMessages } from '../../lib/i18n';

export const marketplaceTexts = defineMessages('marketplace', {
  title: 'Marketplace',
  description: 'Courses, templates and resources made by African creators, to learn faster and build your own business.',
  lead: 'Courses, templates and resources made by creators across Africa.',
  searchPlaceholder: 'Search the marketplace...',
  searchLabel: 'Search products by title, description or seller',
  tabsLabel: 'Product categories',
  /** One per MarketplaceTab. */
  tabs: {
    all: 'All Items',
    courses: 'Courses',
    templates: 'Templates',
    resources: 'Resources',
  },
  categoryLabels: {
    courses: 'Course',
    templates: 'Template',
    resources: 'Resource',
  },
  noMatches: 'No products match your search.',
  seller: 'by {name}',
  /** `rating` is formatted with one decimal ("4.8"). */
  rating: 'Rated {rating} out of 5',
  downloads: '{count, plural, one {# download} other {# downloads}}',
  purchase: 'Purchase',
  purchaseLabel: 'Purchase {title}',
  wishlistLabel: 'Save {title} to wishlist',
  wishlistCount: '{count, plural, one {# item in your wishlist} other {# items in your wishlist}}',
  paymentsUnavailable: {
    title: 'Payments are not available yet',
    description: 'You will be able to buy {title} once payments open. Star it to keep it in your wishlist.',
  },
});

// --- Issue 24: the real courses in the marketplace, each with Buy (on its page). ---
export const marketplaceCourseTexts = defineMessages('marketplace', {
  course: {
    courseBadge: 'Course',
    instructor: 'by {name}',
    students: '{count, plural, one {# student} other {# students}}',
    buy: 'Buy',
    buyLabel: 'Buy {title} for {price}',
    noCourses: 'No paid courses on this device yet. Open the course catalogue with a connection to get the latest ones.',
  },
}).course;
