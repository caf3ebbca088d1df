// The one list of input size limits (issue 23, hole 12): forms check them on the device, the server enforces the same numbers and words (private.input_limits, mirrored by a test).
import { t, type Message } from './i18n';
import { limitsTexts as m } from './limits-texts';

/** A text column: at most `max` characters (Unicode code points, as Postgres' char_length counts). */
export type TextLimit = { readonly label: string; readonly max: number };
/** A text[] column: at most `maxItems` entries of at most `itemMax` characters each. */
export type ListLimit = { readonly plural: string; readonly singular: string; readonly maxItems: number; readonly itemMax: number };
/** A jsonb column: at most `maxItems` entries (array elements or object keys) and `maxChars` characters as JSON text. */
export type JsonLimit = { readonly label: string; readonly plural: string; readonly maxItems: number; readonly maxChars: number };

// Short names and single lines get 100–200; URLs 2,048 (what browsers and CDNs reliably carry); e-mails 320 (RFC 5321's
// 64 + 1 + 255); free text what its page shows comfortably: a comment 5,000, a discussion 20,000, a lesson 100,000.
export const TEXT_LIMITS = {
  profiles: {
    full_name: { label: 'Full name', max: 100 },
    country: { label: 'Country', max: 100 },
    bio: { label: 'Bio', max: 2_000 },
    avatar_url: { label: 'Avatar URL', max: 2_048 },
  },
  courses: {
    title: { label: 'Title', max: 200 },
    description: { label: 'Description', max: 5_000 },
    thumbnail_url: { label: 'Thumbnail URL', max: 2_048 },
  },
  course_modules: {
    title: { label: 'Title', max: 200 },
  },
  lessons: {
    title: { label: 'Title', max: 200 },
    content: { label: 'Content', max: 100_000 },
    video_url: { label: 'Video URL', max: 2_048 },
  },
  discussions: {
    title: { label: 'Title', max: 200 },
    content: { label: 'Content', max: 20_000 },
  },
  discussion_comments: {
    content: { label: 'Comment', max: 5_000 },
  },
  automation_workflows: {
    name: { label: 'Name', max: 200 },
    description: { label: 'Description', max: 2_000 },
  },
  tech_connections: {
    tech_id: { label: 'Tech', max: 50 },
  },
  api_keys: {
    name: { label: 'Name', max: 100 },
    description: { label: 'Description', max: 500 },
  },
  contact_messages: {
    first_name: { label: 'First name', max: 100 },
    last_name: { label: 'Last name', max: 100 },
    email: { label: 'Email', max: 320 },
    subject: { label: 'Subject', max: 200 },
    message: { label: 'Message', max: 5_000 },
  },
  instructor_applications: {
    full_name: { label: 'Full name', max: 100 },
    email: { label: 'Email', max: 320 },
    phone: { label: 'Phone', max: 50 },
    expertise: { label: 'Expertise', max: 500 },
    experience: { label: 'Experience', max: 5_000 },
    course_topics: { label: 'Course topics', max: 2_000 },
    linkedin_url: { label: 'LinkedIn URL', max: 2_048 },
    portfolio_url: { label: 'Portfolio URL', max: 2_048 },
    why_teach: { label: 'Why teach', max: 5_000 },
    review_note: { label: 'Review note', max: 2_000 },
  },
  affiliate_applications: {
    full_name: { label: 'Full name', max: 100 },
    email: { label: 'Email', max: 320 },
    phone: { label: 'Phone', max: 50 },
    platform_type: { label: 'Platform type', max: 200 },
    audience_size: { label: 'Audience size', max: 200 },
    niche: { label: 'Niche', max: 200 },
    website_url: { label: 'Website URL', max: 2_048 },
    social_media_urls: { label: 'Social media links', max: 2_000 },
    marketing_experience: { label: 'Marketing experience', max: 5_000 },
    why_affiliate: { label: 'Why affiliate', max: 5_000 },
    review_note: { label: 'Review note', max: 2_000 },
  },
} as const satisfies Record<string, Record<string, TextLimit>>;

export const LIST_LIMITS = {
  profiles: { skills: { plural: 'skills', singular: 'skill', maxItems: 50, itemMax: 50 } },
  // The community text rules (supabase/schemas/03_community.sql) already say 5 tags of 30; the limit holds them for every role.
  discussions: { tags: { plural: 'tags', singular: 'tag', maxItems: 5, itemMax: 30 } },
} as const satisfies Record<string, Record<string, ListLimit>>;

export const JSON_LIMITS = {
  automation_workflows: {
    actions: { label: 'Actions', plural: 'actions', maxItems: 20, maxChars: 20_000 },
    trigger_config: { label: 'Trigger settings', plural: 'trigger settings', maxItems: 50, maxChars: 5_000 },
  },
  tech_connections: {
    credentials: { label: 'Credentials', plural: 'credentials', maxItems: 20, maxChars: 10_000 },
  },
} as const satisfies Record<string, Record<string, JsonLimit>>;

/** One `sync_push` call: at most this many changes (rows), and this many bytes of changes as JSON. */
export const SYNC_PUSH_LIMITS = { maxChanges: 500, maxBytes: 1024 * 1024 } as const;

/** Request bodies the local backend reads (a hosted project's gateway has its own caps): REST and RPC, and auth. */
export const REQUEST_BODY_LIMITS = { rest: 1024 * 1024, auth: 64 * 1024 } as const;

/** 20000 → "20,000", as the server's to_char(n, 'FM999,999,999') writes it. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

// The server's words are English: these three write them for inputLimitRows (and the mirror test). A form shows the
// same words in the learner's language through textLimit / listLimit / jsonLimit, whose messages are read when shown.

/** "Title must be at most 200 characters" (the spec's "must be at least N characters", §5, turned around). */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${formatCount(max)} characters`;
}

/** "Use at most 5 tags" (the community's words for tags). */
export function tooManyMessage(plural: string, maxItems: number): string {
  return `Use at most ${formatCount(maxItems)} ${plural}`;
}

/** "Each tag must be 30 characters or fewer" (the community's words for tags). */
export function itemTooLongMessage(singular: string, itemMax: number): string {
  return `Each ${singular} must be ${formatCount(itemMax)} characters or fewer`;
}

type LabelsOf<X> = { [T in keyof X]: { [C in keyof X[T]]: X[T][C] extends { label: infer S } ? S : never }[keyof X[T]] }[keyof X];
type Label = LabelsOf<typeof TEXT_LIMITS> | LabelsOf<typeof JSON_LIMITS>;

const L = m.labels;
/** Each English label's message: the typecheck fails when a label of the lists above has none. */
const LABELS: Record<Label, Message> = {
  'Full name': L.fullName,
  Country: L.country,
  Bio: L.bio,
  'Avatar URL': L.avatarUrl,
  Title: L.title,
  Description: L.description,
  'Thumbnail URL': L.thumbnailUrl,
  Content: L.content,
  'Video URL': L.videoUrl,
  Comment: L.comment,
  Name: L.name,
  Tech: L.tech,
  'First name': L.firstName,
  'Last name': L.lastName,
  Email: L.email,
  Subject: L.subject,
  Message: L.message,
  Phone: L.phone,
  Expertise: L.expertise,
  Experience: L.experience,
  'Course topics': L.courseTopics,
  'LinkedIn URL': L.linkedinUrl,
  'Portfolio URL': L.portfolioUrl,
  'Why teach': L.whyTeach,
  'Review note': L.reviewNote,
  'Platform type': L.platformType,
  'Audience size': L.audienceSize,
  Niche: L.niche,
  'Website URL': L.websiteUrl,
  'Social media links': L.socialMediaUrls,
  'Marketing experience': L.marketingExperience,
  'Why affiliate': L.whyAffiliate,
  Actions: L.actions,
  'Trigger settings': L.triggerSettings,
  Credentials: L.credentials,
};

const LIST_MESSAGES: { [T in keyof typeof LIST_LIMITS]: { [C in keyof (typeof LIST_LIMITS)[T]]: { tooMany: Message; itemTooLong: Message } } } = {
  profiles: { skills: m.lists.skills },
  discussions: { tags: m.lists.tags },
};

const JSON_MESSAGES: { [T in keyof typeof JSON_LIMITS]: { [C in keyof (typeof JSON_LIMITS)[T]]: { tooMany: Message } } } = {
  automation_workflows: { actions: m.json.actions, trigger_config: m.json.triggerSettings },
  tech_connections: { credentials: m.json.credentials },
};

const translatedTooLong = (label: string, max: number) => t(m.tooLong, { label: t(LABELS[label as Label]), max });

/**
 * The limit of one text column, for forms: `textLimit('discussions', 'title')`. `message` is read in the active
 * language each time (a getter), so a schema reads it when the error is produced: `v.maxLength(l.max, () => l.message)`.
 */
export function textLimit<T extends keyof typeof TEXT_LIMITS>(table: T, column: keyof (typeof TEXT_LIMITS)[T]): { readonly max: number; readonly message: string } {
  const limit = TEXT_LIMITS[table][column] as TextLimit;
  return {
    max: limit.max,
    get message() {
      return translatedTooLong(limit.label, limit.max);
    },
  };
}

/** The limits of one text[] column: `message` when there are too many entries, `itemMessage` when one is too long. */
export function listLimit<T extends keyof typeof LIST_LIMITS>(
  table: T,
  column: keyof (typeof LIST_LIMITS)[T],
): { readonly maxItems: number; readonly itemMax: number; readonly message: string; readonly itemMessage: string } {
  const limit = LIST_LIMITS[table][column] as ListLimit;
  const messages = LIST_MESSAGES[table][column] as { tooMany: Message; itemTooLong: Message };
  return {
    maxItems: limit.maxItems,
    itemMax: limit.itemMax,
    get message() {
      return t(messages.tooMany, { max: limit.maxItems });
    },
    get itemMessage() {
      return t(messages.itemTooLong, { max: limit.itemMax });
    },
  };
}

/** The limits of one jsonb column: `message` when its JSON text is too long, `itemsMessage` when it has too many entries. */
export function jsonLimit<T extends keyof typeof JSON_LIMITS>(
  table: T,
  column: keyof (typeof JSON_LIMITS)[T],
): { readonly maxItems: number; readonly maxChars: number; readonly message: string; readonly itemsMessage: string } {
  const limit = JSON_LIMITS[table][column] as JsonLimit;
  const messages = JSON_MESSAGES[table][column] as { tooMany: Message };
  return {
    maxItems: limit.maxItems,
    maxChars: limit.maxChars,
    get message() {
      return translatedTooLong(limit.label, limit.maxChars);
    },
    get itemsMessage() {
      return t(messages.tooMany, { max: limit.maxItems });
    },
  };
}

/** Every limit as the server's table private.input_limits lists it (one row per column), for the mirror test. */
export function inputLimitRows(): {
  table_name: string;
  column_name: string;
  max_chars: number | null;
  max_items: number | null;
  item_max_chars: number | null;
  message: string | null;
  items_message: string | null;
  item_message: string | null;
}[] {
  const rows: ReturnType<typeof inputLimitRows> = [];
  for (const [table, columns] of Object.entries(TEXT_LIMITS)) {
    for (const [column, limit] of Object.entries(columns as Record<string, TextLimit>)) {
      rows.push({ table_name: table, column_name: column, max_chars: limit.max, max_items: null, item_max_chars: null, message: tooLongMessage(limit.label, limit.max), items_message: null, item_message: null });
    }
  }
  for (const [table, columns] of Object.entries(LIST_LIMITS)) {
    for (const [column, limit] of Object.entries(columns as Record<string, ListLimit>)) {
      rows.push({
        table_name: table, column_name: column, max_chars: null, max_items: limit.maxItems, item_max_chars: limit.itemMax, message: null,
        items_message: tooManyMessage(limit.plural, limit.maxItems), item_message: itemTooLongMessage(limit.singular, limit.itemMax),
      });
    }
  }
  for (const [table, columns] of Object.entries(JSON_LIMITS)) {
    for (const [column, limit] of Object.entries(columns as Record<string, JsonLimit>)) {
      rows.push({
        table_name: table, column_name: column, max_chars: limit.maxChars, max_items: limit.maxItems, item_max_chars: null,
        message: tooLongMessage(limit.label, limit.maxChars), items_message: tooManyMessage(limit.plural, limit.maxItems), item_message: null,
      });
    }
  }
  return rows.sort((a, b) => `${a.table_name}.${a.column_name}`.localeCompare(`${b.table_name}.${b.column_name}`));
}
