// The marketplace's tabs and search over the six sample products.
import { describe, expect, it } from 'vitest';
import { marketplaceProducts } from '../../../content/marketplace';
import { filterProducts } from './filter-products';

const titles = (...args: Parameters<typeof filterProducts>) => filterProducts(...args).map((product) => product.title);

describe('filterProducts', () => {
  it('shows all six products under All Items and two under each category', () => {
    expect(filterProducts(marketplaceProducts, 'all', '')).toHaveLength(6);
    for (const tab of ['courses', 'templates', 'resources'] as const) expect(filterProducts(marketplaceProducts, tab, '')).toHaveLength(2);
  });

  it('matches the title, the description and the seller, ignoring case and outer spaces', () => {
    expect(titles(marketplaceProducts, 'all', '  PYTHON ')).toEqual(['Data Analysis with Python']);
    expect(titles(marketplaceProducts, 'all', 'whatsapp')).toEqual(['Social Media Content Calendar']);
    expect(titles(marketplaceProducts, 'all', 'fatuma')).toEqual(['Swahili–English Tech Glossary']);
  });

  it('searches within the chosen tab only', () => {
    expect(titles(marketplaceProducts, 'templates', 'python')).toEqual([]);
    expect(titles(marketplaceProducts, 'courses', 'mobile')).toEqual(['Mobile Money Integration Masterclass']);
  });
});
