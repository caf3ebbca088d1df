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

// --- Issue 24: the Courses tab holds the real published paid courses on the device, not samples. ---

/** A course as the marketplace lists it (fields of the device's courses collection). */
export interface MarketplaceCourse {
  id: string;
  title: string;
  description?: string | null;
  instructor_name?: string | null;
  price: number;
  status: string;
}

/** The sample products the marketplace still shows: templates and resources (its courses are real ones). */
export function getSampleProducts<P extends MarketplaceProduct>(products: readonly P[]): P[] {
  return products.filter((product) => product.category !== 'courses');
}

/** Published paid courses for the All Items and Courses tabs, matched like products (title, description, instructor), by title. */
export function filterCourses<C extends MarketplaceCourse>(courses: readonly C[], tab: MarketplaceTab, search: string): C[] {
  if (tab !== 'all' && tab !== 'courses') return [];
  const needle = search.trim().toLocaleLowerCase();
  return courses
    .filter(
      (course) =>
        course.status === 'published' &&
        course.price > 0 &&
        (needle === '' || [course.title, course.description ?? '', course.instructor_name ?? ''].some((text) => text.toLocaleLowerCase().includes(needle))),
    )
    .sort((a, b) => a.title.localeCompare(b.title));
}
