// One discussion in a list: initials, pinned and hot markers, title, excerpt, author, counters, tags, and a pending marker until the server has it.
import { Avatar, Badge, Box, Card, HStack, Link, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DiscussionDoc } from '../../../db';
import { useT } from '../../../lib/i18n';
import { getInitials } from '../../../lib/initials.ts';
import { communityTexts } from '../texts.ts';
import { AppIcon } from '../../../ui/app-icon';
import * as icons from '../../../content/icon-paths';

const m = communityTexts.page;

export function DiscussionCard({ discussion, pending }: { discussion: DiscussionDoc; pending: boolean }) {
  const t = useT();
  return (
    <Card.Root size="sm" data-testid="discussion-card" data-discussion-id={discussion.id}>
      <Card.Body>
        <HStack align="start" gap="3">
          <Avatar.Root data-user-text dir="auto" size="sm">
            <Avatar.Fallback>{getInitials(discussion.author_name)}</Avatar.Fallback>
          </Avatar.Root>
          <Box flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              {discussion.is_pinned && (
                <Badge colorPalette="brand" data-testid="pinned-marker">
                  <AppIcon path={icons.pin} /> {t(m.pinned)}
                </Badge>
              )}
              {discussion.upvotes > 50 && (
                <Badge colorPalette="orange">
                  <AppIcon path={icons.flame} /> {t(m.hot)}
                </Badge>
              )}
              {pending && (
                <Badge colorPalette="yellow" data-testid="pending-marker">
                  {t(m.pending)}
                </Badge>
              )}
            </HStack>
            <Link asChild fontWeight="semibold" fontSize="md">
              <RouterLink data-user-text dir="auto" to={`/dashboard/community/${discussion.id}`}>{discussion.title}</RouterLink>
            </Link>
            <Text data-user-text dir="auto" color="fg.muted" lineClamp={2}>
              {discussion.content}
            </Text>
            <HStack gap="4" mt="2" color="fg.muted" fontSize="sm" wrap="wrap">
              <Text data-user-text dir="auto">{discussion.author_name ?? t(m.anonymous)}</Text>
              <Text data-testid="upvote-count">{t(m.upvotes, { count: discussion.upvotes })}</Text>
              <Text data-testid="comment-count">{t(m.comments, { count: discussion.comment_count })}</Text>
              <Text>{t(m.views, { count: discussion.view_count })}</Text>
            </HStack>
            {discussion.tags.length > 0 && (
              <Wrap mt="2" gap="1">
                {discussion.tags.map((tag) => (
                  <Badge data-user-text dir="auto" key={tag} variant="outline">
                    #{tag}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
