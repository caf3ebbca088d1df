// The landing page's six hard-coded sample course cards (spec §3 "Sample course card"); not live data.

export type SampleCourseCategory = 'Development' | 'Design' | 'AI & Data' | 'Marketing' | 'Creator Economy';

export interface SampleCourse {
  id: string;
  title: string;
  category: SampleCourseCategory;
  instructor: string;
  rating: number;
  students: number;
  /** Shown as given, e.g. "12 hours". */
  duration: string;
  /** US dollars. */
  price: number;
  /**
   * The card's picture, drawn in CSS rather than fetched: two gradient stops. A photo per card
   * would cost more bytes on 3G than the whole landing page's script.
   */
  image: { from: string; to: string };
}

export const sampleCourses: readonly SampleCourse[] = [
  {
    id: 'fullstack-web',
    title: 'Full-Stack Web Development',
    category: 'Development',
    instructor: 'Amara Okafor',
    rating: 4.9,
    students: 12_450,
    duration: '40 hours',
    price: 79,
    image: { from: '#86361b', to: '#e5764a' },
  },
  {
    id: 'mobile-first-design',
    title: 'Mobile-First UI/UX Design',
    category: 'Design',
    instructor: 'Kwame Mensah',
    rating: 4.8,
    students: 8_320,
    duration: '24 hours',
    price: 59,
    image: { from: '#134e4a', to: '#2dd4bf' },
  },
  {
    id: 'data-science-python',
    title: 'Data Science with Python',
    category: 'AI & Data',
    instructor: 'Zainab Bello',
    rating: 4.9,
    students: 10_870,
    duration: '36 hours',
    price: 69,
    image: { from: '#1e3a8a', to: '#60a5fa' },
  },
  {
    id: 'digital-marketing',
    title: 'Digital Marketing for African Businesses',
    category: 'Marketing',
    instructor: 'Thandiwe Nkosi',
    rating: 4.7,
    students: 6_940,
    duration: '18 hours',
    price: 39,
    image: { from: '#9d174d', to: '#f472b6' },
  },
  {
    id: 'creator-business',
    title: 'Build a Creator Business',
    category: 'Creator Economy',
    instructor: 'Chidi Eze',
    rating: 4.8,
    students: 5_210,
    duration: '15 hours',
    price: 49,
    image: { from: '#713f12', to: '#facc15' },
  },
  {
    id: 'react-native-apps',
    title: 'Offline-Ready Apps with React Native',
    category: 'Development',
    instructor: 'Fatuma Wanjiru',
    rating: 4.8,
    students: 7_680,
    duration: '30 hours',
    price: 69,
    image: { from: '#3b0764', to: '#a78bfa' },
  },
];
