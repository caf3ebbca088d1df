// The landing page's six hard-coded sample course cards (spec §3 "Sample course card"); not live data. Their titles and
// categories are marketing copy, translated (landing-texts.ts); the instructors' names are people's names and stay.
import type { Message } from '../lib/i18n';
import { landingContentTexts as m } from './landing-texts';

export interface SampleCourse {
  id: string;
  title: Message;
  category: Message;
  instructor: string;
  rating: number;
  students: number;
  /** Shown as "12 hours" in the active language. */
  hours: number;
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
    title: m.sampleTitles.fullstackWeb,
    category: m.sampleCategories.development,
    instructor: 'Amara Okafor',
    rating: 4.9,
    students: 12_450,
    hours: 40,
    price: 79,
    image: { from: '#86361b', to: '#e5764a' },
  },
  {
    id: 'mobile-first-design',
    title: m.sampleTitles.mobileFirstDesign,
    category: m.sampleCategories.design,
    instructor: 'Kwame Mensah',
    rating: 4.8,
    students: 8_320,
    hours: 24,
    price: 59,
    image: { from: '#134e4a', to: '#2dd4bf' },
  },
  {
    id: 'data-science-python',
    title: m.sampleTitles.dataSciencePython,
    category: m.sampleCategories.aiData,
    instructor: 'Zainab Bello',
    rating: 4.9,
    students: 10_870,
    hours: 36,
    price: 69,
    image: { from: '#1e3a8a', to: '#60a5fa' },
  },
  {
    id: 'digital-marketing',
    title: m.sampleTitles.digitalMarketing,
    category: m.sampleCategories.marketing,
    instructor: 'Thandiwe Nkosi',
    rating: 4.7,
    students: 6_940,
    hours: 18,
    price: 39,
    image: { from: '#9d174d', to: '#f472b6' },
  },
  {
    id: 'creator-business',
    title: m.sampleTitles.creatorBusiness,
    category: m.sampleCategories.creatorEconomy,
    instructor: 'Chidi Eze',
    rating: 4.8,
    students: 5_210,
    hours: 15,
    price: 49,
    image: { from: '#713f12', to: '#facc15' },
  },
  {
    id: 'react-native-apps',
    title: m.sampleTitles.reactNativeApps,
    category: m.sampleCategories.development,
    instructor: 'Fatuma Wanjiru',
    rating: 4.8,
    students: 7_680,
    hours: 30,
    price: 69,
    image: { from: '#3b0764', to: '#a78bfa' },
  },
];
