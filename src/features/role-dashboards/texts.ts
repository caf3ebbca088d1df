// The role dashboards' texts (spec §6): each dashboard's title, meta description, and its three static cards.
// The spec names the cards only; their descriptions and sample figures are ours, as static sample content.
import type { RoleDashboardContent } from './components/role-dashboard';

export const roleDashboards = {
  superadmin: {
    title: 'SuperAdmin Dashboard',
    description: 'Run the whole Maarifa platform: manage users and admins, and set platform-wide settings.',
    intro: 'Everything on the platform, in one place.',
    cards: [
      { title: 'User Management', text: 'View, suspend or delete user accounts and resolve conflicts between users.', figure: '12,480 users' },
      { title: 'Admin Management', text: 'Promote members to admin, or demote admins, and review what each admin can do.', figure: '8 admins' },
      { title: 'Platform Settings', text: 'Global settings for the whole platform: languages, sign-up rules and offline limits.', figure: '3 pending changes' },
    ],
  },
  admin: {
    title: 'Admin Dashboard',
    description: 'Keep the Maarifa community healthy: moderate content, manage discussions and events, and handle reports.',
    intro: 'Moderation, community and reports.',
    cards: [
      { title: 'Moderation', text: 'Approve or reject courses and posts waiting for review.', figure: '14 items waiting' },
      { title: 'Community', text: 'Manage discussions, events and announcements.', figure: '36 active discussions', to: '/dashboard/community' },
      { title: 'Reports', text: 'Handle reports from members about content or behaviour.', figure: '5 open reports' },
    ],
  },
  instructor: {
    title: 'Instructor Dashboard',
    description: 'Teach on Maarifa: build and publish your courses, follow your students and track your earnings.',
    intro: 'Your courses, your students, your earnings.',
    cards: [
      { title: 'Courses', text: 'Create courses, add modules and lessons, and publish them.', figure: '4 courses', to: '/dashboard/courses' },
      { title: 'Students', text: 'See who is enrolled and how far they have come.', figure: '312 students' },
      { title: 'Earnings', text: 'What your paid courses have earned this month.', figure: '$1,240 this month' },
    ],
  },
  learner: {
    title: 'Student Dashboard',
    description: 'Learn on Maarifa: continue your courses, study with the AI study buddy and join the community.',
    intro: 'Pick up where you left off.',
    cards: [
      { title: 'My Courses', text: 'Continue the courses you are enrolled in, online or offline.', figure: '3 in progress', to: '/dashboard/courses' },
      { title: 'AI Study Buddy', text: 'Ask questions about a lesson and get explanations in your language.', figure: 'Ready to help', to: '/dashboard/ai-layer' },
      { title: 'Community', text: 'Join discussions and study with other learners.', figure: '5 new posts', to: '/dashboard/community' },
    ],
  },
  affiliate: {
    title: 'Affiliate Dashboard',
    description: 'Grow Maarifa and earn: share your referral links, follow your commissions and see your performance.',
    intro: 'Your referrals and what they earn you.',
    cards: [
      { title: 'Referrals', text: 'People who joined through your referral links.', figure: '48 referrals' },
      { title: 'Commissions', text: 'Commissions earned on your referrals’ purchases.', figure: '$326 earned' },
      { title: 'Performance', text: 'Clicks, sign-ups and conversion of your links over time.', figure: '6.2% conversion' },
    ],
  },
} as const satisfies Record<string, RoleDashboardContent>;

export const roleDashboardTexts = {
  open: 'Open',
  cardsLabel: 'Overview',
  sample: 'Sample figure',
} as const;

export const applicationsTexts = {
  heading: 'Applications',
  lead: 'Instructor and affiliate applications, pending first. Approving grants the role; every decision is written to the audit log.',
  listLabel: 'Applications',
  statusFilter: 'Status',
  kindFilter: 'Programme',
  all: 'All',
  statuses: { pending: 'Pending', approved: 'Approved', declined: 'Declined' },
  kinds: { instructor: 'Instructor', affiliate: 'Affiliate' },
  applicationFrom: 'application from',
  sent: (when: string) => `Sent ${when}`,
  loading: 'Loading applications...',
  empty: 'No applications match these filters.',
  loadFailed: (message: string) => `Applications could not be loaded: ${message}`,
  offlineLastSeen: (when: string) => `You are offline. Reading applications needs a connection; this is the list as this device last saw it (${when}).`,
  offlineNothing: 'You are offline. Reading applications needs a connection, and this device has not seen any yet.',
  offlineDecisions: 'You are offline: your decision is sent when you are back online.',
  decisionQueued: (decision: 'approved' | 'declined') => (decision === 'approved' ? 'Approved' : 'Declined'),
  noteField: 'Note to the applicant (required to decline)',
  noteLabel: 'Review note',
  approve: 'Approve',
  decline: 'Decline',
  decisionFailed: (message: string) => `The decision was not saved: ${message}`,
  fieldLabels: {
    full_name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    expertise: 'Area of Expertise',
    experience: 'Teaching / Professional Experience',
    course_topics: 'Course Topics',
    linkedin_url: 'LinkedIn Profile',
    portfolio_url: 'Portfolio / Website',
    why_teach: 'Why Teach on Maarifa',
    platform_type: 'Primary Platform',
    audience_size: 'Audience Size',
    niche: 'Niche / Topic',
    website_url: 'Website',
    social_media_urls: 'Social Media Links',
    marketing_experience: 'Marketing Experience',
    why_affiliate: 'Why Join',
  },
} as const;

export const userManagementTexts = {
  heading: 'User Management',
  lead: 'Search people by name or e-mail, see their roles, and grant or revoke a role. Only a superadmin grants or revokes admin and superadmin.',
  offline: 'You are offline. Searching people needs a connection; role changes for the people shown are sent when you are back online.',
  searchLabel: 'Search people',
  searchPlaceholder: 'Name or e-mail',
  search: 'Search',
  resultsLabel: 'People',
  noPeople: 'Nobody matches this search.',
  rolesLabel: 'Roles',
  noRoles: 'No roles',
  grant: (role: string) => `Grant ${role}`,
  revoke: (role: string) => `Revoke ${role}`,
  granted: (role: string, name: string) => `${name} is now ${role}.`,
  revoked: (role: string, name: string) => `${name} is no longer ${role}.`,
  auditHeading: 'Audit log',
  auditEmpty: 'Nothing recorded yet.',
} as const;

export const moderationTexts = {
  heading: 'Moderation',
  lead: 'The newest discussions and comments. Hidden posts stay visible to their author and admins only. Every change is written to the audit log.',
  offlineLastSeen: (when: string) => `You are offline. Reading the newest posts needs a connection; this is the list as this device last saw it (${when}). What you hide or pin now is sent when you are back online.`,
  offlineNothing: 'You are offline. Reading the newest posts needs a connection, and this device has not seen any yet.',
  empty: 'No discussions or comments yet.',
  kinds: { discussion: 'Discussion', comment: 'Comment' },
  hidden: 'Hidden',
  pinned: 'Pinned',
  hide: 'Hide',
  unhide: 'Unhide',
  pin: 'Pin',
  unpin: 'Unpin',
} as const;

/** The decisions made on this device that the server has not taken yet, on every console. */
export const queuedTexts = {
  heading: 'Decisions waiting to be sent',
  lead: 'Made on this device and not on the server yet. They are sent in the order you made them; one the server refuses stays here with its reason until you dismiss it.',
  waiting: 'Waiting to send: it goes out when you are back online.',
  sending: 'Sending…',
  refused: (reason: string) => `Refused: ${reason}`,
  dismiss: 'Dismiss',
  describe: {
    review_application: (decision: string) => `${decision === 'approved' ? 'Approve' : 'Decline'} an application`,
    set_user_role: (role: string, granted: boolean) => `${granted ? 'Grant' : 'Revoke'} ${role}`,
    moderate_content: (flag: string, value: boolean) => (flag === 'is_pinned' ? (value ? 'Pin' : 'Unpin') : value ? 'Hide' : 'Unhide'),
  },
} as const;

// Issue #24 (CHECKOUT work): refund requests in the admin console, beside applications.
export const refundsTexts = {
  heading: 'Refund requests',
  lead: '30-day money-back guarantee: learners ask from the course page. Approving refunds the payment through the provider, ends the enrolment and reverses the earning and any commission; every decision is written to the audit log.',
  listLabel: 'Refund requests',
  offline: 'Refund requests need a connection: connect to the internet to see and decide them.',
  loading: 'Loading refund requests...',
  loadFailed: (message: string) => `The refund requests could not be loaded: ${message}`,
  empty: 'No refund requests.',
  refresh: 'Refresh',
  statuses: { requested: 'Requested', refunded: 'Refunded', declined: 'Declined' },
  requestFor: (course: string, buyer: string) => `Refund request for ${course} by ${buyer}`,
  buyer: 'Buyer',
  amount: 'Amount',
  reason: 'Reason',
  requested: 'Requested',
  decided: 'Decided',
  approve: 'Approve refund',
  decline: 'Decline refund',
  deciding: 'Sending...',
  approved: 'Refund approved: the payment is refunded and the enrolment ended.',
  declined: 'Refund declined.',
  decisionFailed: (message: string) => `The decision was not taken: ${message}`,
  decisionErrors: {
    network: 'The payment service could not be reached. Check your connection and try again.',
    provider_unavailable: 'The payment provider is not answering, so nothing was refunded. Try again in a few minutes.',
    unknown: 'Something went wrong. Try again.',
  },
} as const;
