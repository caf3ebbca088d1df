// The help centre (/help): a search box (it searches nothing yet, as the spec says), six categories, the FAQ, a way to /contact.
import { Box } from '@chakra-ui/react';
import { Input } from '../../../ui/parts';
import { AppIcon } from '../../../ui/app-icon';
import { PageHero } from '../../../ui/page-hero';
import { laterSection } from '../../../ui/hydrate-later';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useT } from '../../../lib/i18n';
import { helpTexts as m } from '../texts';
import * as icons from '../../../content/icon-paths';

const HelpTopics = laterSection(() => import('../components/help-topics.later'));

export default function HelpPage() {
  const t = useT();
  usePageMeta({ title: t(m.documentTitle) });
  return (
    <>
      <PageHero title={t(m.title)} lead={t(m.lead)}>
        <Box as="search" role="search" mt="6" maxW="xl" mx="auto" position="relative">
          <AppIcon path={icons.search} position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" zIndex="1" />
          <Input
            type="search"
            size="lg"
            ps="10"
            bg="bg"
            aria-label={t(m.searchLabel)}
            placeholder={t(m.searchPlaceholder)}
          />
        </Box>
      </PageHero>

      {/* Below the search on a phone: its code comes and is adopted once the first screen is live (the questions open without script anyway). */}
      <HelpTopics />
    </>
  );
}
