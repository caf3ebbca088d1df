// The spec's user-facing texts for the courses feature, exactly as written there (one place, for finding and translating).
export const courseTexts = {
  validation: {
    titleMin: 'Title must be at least 3 characters',
    descriptionMin: 'Description must be at least 10 characters',
    categoryRequired: 'Please select a category',
    priceMin: 'Price must be 0 or greater',
    invalidUrl: 'Invalid url',
    required: 'Required',
    invalidInput: 'Invalid input',
  },
  errors: {
    title: 'Error',
    notLoggedIn: 'You must be logged in to create a course',
  },
  success: {
    courseCreated: 'Course created!',
    courseCreatedDescription: 'You can now add modules and lessons to your course.',
    moduleAdded: 'Module added successfully',
    coursePublished: 'Course published successfully!',
    lessonAdded: 'Lesson added successfully',
    lessonDeleted: 'Lesson deleted',
  },
} as const;
