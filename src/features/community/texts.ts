// The community feature's user-facing texts (spec §2 Community, §3 Discussion; the rest written for this product where the spec is silent), in one place for translation.
export const communityTexts = {
  validation: {
    titleMin: 'Title must be at least 5 characters',
    contentMin: 'Content must be at least 10 characters',
    tagsMax: 'Use at most 5 tags',
    tagLength: 'Each tag must be 30 characters or fewer',
    commentMin: 'Comment must be at least 2 characters',
  },
  errors: {
    notLoggedIn: 'You must be signed in to take part in discussions',
    notFound: 'This discussion is not on this device',
    ownDiscussionVote: 'You cannot upvote your own discussion',
    notAllowed: 'Only its author can change this',
    moderatorsOnly: 'Only admins can pin or hide discussions',
  },
} as const;
