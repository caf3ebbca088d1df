// The marketplace's tabs and search over the six sample products.
import { describe, expect, it } from 'vitest';
import { marketplaceProducts } from '../../../content/marketplace';
import { filterCourses, filterProducts, getSampleProducts, type MarketplaceCourse } from './filter-products';

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

describe('the real courses (issue 24)', () => {
  const course = (title: string, extra: Partial<MarketplaceCourse> = {}): MarketplaceCourse => ({
    id: title,
    title,
    description: 'A course',
    instructor_name: 'Amara Okafor',
    price: 49,
    status: 'published',
    ...extra,
  });
  const courses = [course('Zulu for travellers'), course('Free one', { price: 0 }), course('Draft one', { status: 'draft' }), course('Accounting basics', { instructor_name: 'Kwame Mensah' })];

  it('lists published paid courses by title under All Items and Courses only', () => {
    expect(filterCourses(courses, 'courses', '').map((c) => c.title)).toEqual(['Accounting basics', 'Zulu for travellers']);
    expect(filterCourses(courses, 'all', '')).toHaveLength(2);
    expect(filterCourses(courses, 'templates', '')).toEqual([]);
  });

  it('matches the instructor too, and leaves the sample courses out of the products', () => {
    expect(filterCourses(courses, 'courses', 'kwame').map((c) => c.title)).toEqual(['Accounting basics']);
    expect(getSampleProducts(marketplaceProducts).map((p) => p.category)).not.toContain('courses');
    expect(getSampleProducts(marketplaceProducts)).toHaveLength(4);
  });
});
