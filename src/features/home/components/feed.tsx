// 'Personalized for you': the newest community discussions as posts (author, text, relative time, upvotes, comments),
// each linking to its page; the spec's three sample posts only while the device has no discussion yet.
import { Avatar, Badge, Box, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../auth/use-session';
import { samplePosts } from '../../../content/home';
import { useIsUnsent } from '../../../db/index.ts';
import { formatRelativeTime } from '../../../ui/xp-widgets';
import { getInitials } from '../../community/components/discussion-card';
import { useDiscussions } from '../../community/data/hooks';
import { homeTexts as t } from '../texts';
import { AppIcon } from '../../../ui/app-icon';

export const FEED_SIZE = 10;

export function Feed() {
  const { user } = useSession();
  const { data, loading } = useDiscussions();
  const isUnsent = useIsUnsent('discussions');
  // Newest first here: pinned posts have their place on the community page.
  const posts = [...data].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, FEED_SIZE);
  return (
    <Box as="section" aria-labelledby="feed-heading">
      <HStack gap="2" mb="3">
        <Heading as="h2" size="md" id="feed-heading">
          {t.personalized}
        </Heading>
        <Badge colorPalette="orange">
          <AppIcon name="flame" /> {t.trending}
        </Badge>
      </HStack>
      <Stack as="ul" listStyleType="none" p="0" gap="3" aria-label={t.feedLabel}>
        {!loading && posts.length === 0
          ? samplePosts.map((post) => (
              <PostCard key={post.author} author={post.author} role={post.role} text={post.text} when={`${Math.round(post.minutesAgo / 60)}h ago`} counts={`${t.likes(post.likes)} · ${t.comments(post.comments)}`} sample />
            ))
          : posts.map((d) => (
              <PostCard
                key={d.id}
                author={d.author_id === user?.id ? t.you : (d.author_name ?? t.anonymous)}
                title={d.title}
                text={d.content ?? ''}
                when={formatRelativeTime(d.created_at)}
                counts={`${t.upvotes(d.upvotes)} · ${t.comments(d.comment_count)}`}
                to={`/dashboard/community/${d.id}`}
                pending={isUnsent(d)}
              />
            ))}
      </Stack>
      {!loading && posts.length === 0 && (
        <Text color="fg.muted" fontSize="sm" mt="2">
          {t.samplesNote}
        </Text>
      )}
    </Box>
  );
}

function PostCard(props: { author: string; role?: string; title?: string; text: string; when: string; counts: string; to?: string; pending?: boolean; sample?: boolean }) {
  return (
    <Card.Root as="li" size="sm" data-testid={props.sample ? 'sample-post' : 'feed-post'}>
      <Card.Body gap="2">
        <HStack gap="3">
          <Avatar.Root size="sm">
            <Avatar.Fallback>{getInitials(props.author)}</Avatar.Fallback>
          </Avatar.Root>
          <Box>
            <Text fontWeight="semibold">{props.author}</Text>
            <Text color="fg.muted" fontSize="xs">
              {props.role ? `${props.role} · ` : ''}
              {props.when}
            </Text>
          </Box>
          {props.pending && (
            <Badge colorPalette="yellow" data-testid="pending-marker" ms="auto">
              {t.pending}
            </Badge>
          )}
        </HStack>
        {props.title &&
          (props.to ? (
            <Link asChild fontWeight="semibold">
              <RouterLink to={props.to}>{props.title}</RouterLink>
            </Link>
          ) : (
            <Text fontWeight="semibold">{props.title}</Text>
          ))}
        <Text lineClamp={3}>{props.text}</Text>
        <Text color="fg.muted" fontSize="sm">
          {props.counts}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
