// The AI layer's sample content in the learner's language (spec §2): the five agents, the use cases and the three steps.
import { defineMessages } from '../lib/i18n';

export const aiLayerContentTexts = defineMessages('aiLayerContent', {
  agents: {
    studyBuddy: {
      name: 'AI Study Buddy',
      description: 'Answers questions about your courses, summarises lessons and sets study reminders.',
      capabilities: { summaries: 'Lesson summaries', questions: 'Questions and answers', reminders: 'Study reminders' },
    },
    courseBuilder: {
      name: 'Course Builder Assistant',
      description: 'Drafts course outlines, lesson plans and quiz questions from a topic.',
      capabilities: { outlines: 'Course outlines', lessonPlans: 'Lesson plans', quizzes: 'Quiz questions' },
    },
    moderation: {
      name: 'AI Moderation',
      description: 'Flags spam and harmful posts in discussions for moderators to review.',
      capabilities: { spam: 'Spam detection', harmful: 'Harmful content checks', queue: 'Review queue' },
    },
    translator: {
      name: 'Translation Agent',
      description: 'Translates lessons into Swahili, Yoruba, Hausa, Amharic, Zulu and more.',
      capabilities: { lessons: 'Lesson translation', subtitles: 'Subtitles', glossaries: 'Glossaries' },
    },
    careerCoach: {
      name: 'Career Coach',
      description: 'Suggests courses, projects and next steps from your goals and progress.',
      capabilities: { paths: 'Learning paths', gaps: 'Skill gaps', readiness: 'Job readiness' },
    },
  },
  useCases: {
    studyPlans: { title: 'Personal study plans', description: 'A weekly plan built from your courses, your pace and the time you have.' },
    summaries: { title: 'Instant lesson summaries', description: 'The key points of any lesson in a few lines, ready to review offline.' },
    language: { title: 'Learning in your language', description: 'Lessons and discussions translated into the languages learners speak at home.' },
    safety: { title: 'A safer community', description: 'Harmful posts are caught early, so moderators can act before they spread.' },
    creation: { title: 'Faster course creation', description: 'Creators go from an idea to a first course outline in minutes.' },
  },
  howItWorks: {
    choose: { title: 'Choose an agent', description: 'Pick the agent that fits the task: studying, teaching, moderating or translating.' },
    context: { title: 'Give it context', description: 'The agent reads the course, lesson or discussion you are working on.' },
    results: { title: 'Get results', description: 'Summaries, plans, translations and flags arrive where you work, ready to use.' },
  },
});
