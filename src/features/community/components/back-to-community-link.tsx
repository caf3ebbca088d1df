// The way back from a discussion to the community page.
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { BackArrow } from '../../../ui/direction-arrow.tsx';
import { communityTexts } from '../texts.ts';

const m = communityTexts.discussion;

export function BackToCommunityLink() {
  const t = useT();
  return (
    <Link asChild color="fg.muted" fontSize="sm">
      <RouterLink to="/dashboard/community">
        <BackArrow /> {t(m.back)}
      </RouterLink>
    </Link>
  );
}
