// The landing page's user-facing texts (ICU messages, English source), in one place so they can be found and translated.
import { defineMessages } from '../../lib/i18n';

export const landingTexts = defineMessages('landing', {
  documentTitle: 'Maarifa | Empower Minds. Expand Knowledge.',
  heroBadge: "Africa's learning, community and creator platform",
  heroHeadline: 'Empower Minds. Expand Knowledge.',
  heroLead:
    'Learn practical skills from African experts, grow with a community that lifts you up, and turn what you know into income — even on a slow connection.',
  startLearningFree: 'Start Learning Free',
  exploreCourses: 'Explore Courses',
  coursesHeading: 'Popular Courses',
  coursesLead: 'Hands-on courses from instructors who know your market.',
  browseAllCourses: 'Browse All Courses',
  featuresHeading: 'Everything You Need to Learn and Grow',
  featuresLead: 'One app for learning, community and earning, built for the networks and phones people really use.',
  students: '{count, plural, one {# student} other {# students}}',
  ratingLabel: 'Rated {rating} out of 5',
  instructor: 'by {name}',
});
