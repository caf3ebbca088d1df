// 'Personalized for you': the newest community discussions as posts (author, text, relative time, upvotes, comments),
// each linking to its page; the spec's three sample posts only while the device has no discussion yet.
import { Avatar, Badge, Box, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../auth/use-session';
import { samplePosts } from '../../../content/home';
import { useIsUnsent } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { formatRelativeTime } from '../../../lib/i18n/format';
import { getInitials } from '../../../lib/initials.ts';
import { useDiscussions } from '../../community';
import { homeTexts as m } from '../texts';
import { AppIcon } from '../../../ui/app-icon';
import * as icons from '../../../content/icon-paths';

export const FEED_SIZE = 10;

// The sample posts have no date, only an age: it is formatted against a fixed now (0), so rendering stays pure.
export function Feed() {
  const t = useT();
  const { user } = useSession();
  const { data, loading } = useDiscussions();
  const isUnsent = useIsUnsent('discussions');
  // Newest first here: pinned posts have their place on the community page.
  const posts = [...data].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, FEED_SIZE);
  return (
    <Box as="section" aria-labelledby="feed-heading">
      <HStack gap="2" mb="3">
        <Heading as="h2" size="md" id="feed-heading">
          {t(m.personalized)}
        </Heading>
        <Badge colorPalette="orange">
          <AppIcon path={icons.flame} /> {t(m.trending)}
        </Badge>
      </HStack>
      <Stack as="ul" listStyleType="none" p="0" gap="3" aria-label={t(m.feedLabel)}>
        {!loading && posts.length === 0
          ? samplePosts.map((post) => (
              <PostCard key={post.author} author={post.author} role={t(post.role)} text={t(post.text)} when={formatRelativeTime(-post.minutesAgo * 60_000, 0)} counts={`${t(m.likes, { count: post.likes })} · ${t(m.comments, { count: post.comments })}`} sample />
            ))
          : posts.map((d) => (
              <PostCard
                key={d.id}
                author={d.author_id === user?.id ? t(m.you) : (d.author_name ?? t(m.anonymous))}
                title={d.title}
                text={d.content ?? ''}
                when={formatRelativeTime(d.created_at)}
                counts={`${t(m.upvotes, { count: d.upvotes })} · ${t(m.comments, { count: d.comment_count })}`}
                to={`/dashboard/community/${d.id}`}
                pending={isUnsent(d)}
              />
            ))}
      </Stack>
      {!loading && posts.length === 0 && (
        <Text color="fg.muted" fontSize="sm" mt="2">
          {t(m.samplesNote)}
        </Text>
      )}
    </Box>
  );
}

function PostCard(props: { author: string; role?: string; title?: string; text: string; when: string; counts: string; to?: string; pending?: boolean; sample?: boolean }) {
  const t = useT();
  return (
    <Card.Root as="li" size="sm" data-testid={props.sample ? 'sample-post' : 'feed-post'}>
      <Card.Body gap="2">
        <HStack gap="3">
          <Avatar.Root data-user-text dir="auto" size="sm">
            <Avatar.Fallback>{getInitials(props.author)}</Avatar.Fallback>
          </Avatar.Root>
          <Box>
            <Text data-user-text dir="auto" fontWeight="semibold">{props.author}</Text>
            <Text color="fg.muted" fontSize="xs">
              {props.role ? `${props.role} · ` : ''}
              {props.when}
            </Text>
          </Box>
          {props.pending && (
            <Badge colorPalette="yellow" data-testid="pending-marker" ms="auto">
              {t(m.pending)}
            </Badge>
          )}
        </HStack>
        {props.title &&
          (props.to ? (
            <Link asChild fontWeight="semibold">
              <RouterLink data-user-text dir="auto" to={props.to}>{props.title}</RouterLink>
            </Link>
          ) : (
            <Text data-user-text dir="auto" fontWeight="semibold">{props.title}</Text>
          ))}
        <Text data-user-text dir="auto" lineClamp={3}>{props.text}</Text>
        <Text color="fg.muted" fontSize="sm">
          {props.counts}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
