// The marketplace's six static sample products (spec §2, §3: category courses, templates or resources).
// The spec names the fields only; the products themselves are our sample content.

export const marketplaceCategories = ['courses', 'templates', 'resources'] as const;
export type MarketplaceCategory = (typeof marketplaceCategories)[number];

export interface MarketplaceProduct {
  /** Stable across releases: the wishlist on the device stores these. */
  id: string;
  category: MarketplaceCategory;
  title: string;
  description: string;
  /** US dollars. */
  price: number;
  /** Out of 5. */
  rating: number;
  downloads: number;
  seller: string;
}

export const marketplaceProducts = [
  {
    id: 'mobile-money-masterclass',
    category: 'courses',
    title: 'Mobile Money Integration Masterclass',
    description: 'Accept M-Pesa, MTN MoMo and Airtel Money payments in your web and mobile apps.',
    price: 49,
    rating: 4.8,
    downloads: 1240,
    seller: 'Amara Okafor',
  },
  {
    id: 'data-analysis-python',
    category: 'courses',
    title: 'Data Analysis with Python',
    description: 'Clean, explore and chart real African market data with pandas, step by step.',
    price: 39,
    rating: 4.7,
    downloads: 2310,
    seller: 'Kwame Mensah',
  },
  {
    id: 'course-launch-planner',
    category: 'templates',
    title: 'Course Launch Planner',
    description: 'A week-by-week plan, checklists and email scripts for launching your first course.',
    price: 19,
    rating: 4.9,
    downloads: 860,
    seller: 'Zainab Bello',
  },
  {
    id: 'social-content-calendar',
    category: 'templates',
    title: 'Social Media Content Calendar',
    description: 'Ninety days of post ideas and a tracker for WhatsApp, Instagram and TikTok.',
    price: 12,
    rating: 4.6,
    downloads: 1530,
    seller: 'Thandiwe Nkosi',
  },
  {
    id: 'swahili-tech-glossary',
    category: 'resources',
    title: 'Swahili–English Tech Glossary',
    description: 'Over 800 programming and data terms explained in Swahili and English.',
    price: 9,
    rating: 4.8,
    downloads: 3120,
    seller: 'Fatuma Wanjiru',
  },
  {
    id: 'creator-starter-kit',
    category: 'resources',
    title: 'Creator Economy Starter Kit',
    description: 'Pricing worksheets, contract samples and a media kit template for new creators.',
    price: 29,
    rating: 4.5,
    downloads: 940,
    seller: 'Chidi Eze',
  },
] as const satisfies readonly MarketplaceProduct[];

export type MarketplaceProductId = (typeof marketplaceProducts)[number]['id'];
