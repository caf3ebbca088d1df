// For Creators' benefits and statistics: below the fold on a phone, so their code comes after the first screen is live
// (laterSection in for-creators-page.tsx).
import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { creatorBenefits, creatorStatistics } from '../../../content/programmes';
import { useT } from '../../../lib/i18n';
import { InfoCardGrid } from '../../../ui/info-card';
import { SectionHeading } from '../../../ui/section-heading';
import { creatorsTexts as m } from '../texts';

export default function CreatorBenefits() {
  const t = useT();
  return (
    <>
      <Box as="section" aria-labelledby="creator-benefits-heading" py={{ base: '10', md: '14' }}>
        <Container maxW="6xl">
          <SectionHeading id="creator-benefits-heading" title={t(m.benefitsHeading)} lead={t(m.benefitsLead)} />
          <InfoCardGrid items={creatorBenefits} columns={{ base: 1, sm: 2, lg: 3 }} gap="5" />
        </Container>
      </Box>

      <Box as="section" aria-labelledby="creator-stats-heading" bg="bg.subtle" py={{ base: '10', md: '14' }}>
        <Container maxW="5xl">
          <SectionHeading id="creator-stats-heading" title={t(m.statisticsHeading)} />
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="5">
            {creatorStatistics.map((statistic) => (
              // The label comes first in the markup (dt before dd); the column is reversed so the figure shows on top.
              <Box key={statistic.id} display="flex" flexDirection="column-reverse" textAlign="center" bg="bg" borderWidth="1px" borderRadius="l3" p="5">
                <Text as="dt" color="fg.muted">
                  {t(statistic.label)}
                </Text>
                <Text as="dd" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="brand.fg">
                  {t(statistic.value)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
