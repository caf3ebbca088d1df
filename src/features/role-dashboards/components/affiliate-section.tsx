// The affiliate dashboard's working sections (issue 24): code and links with Copy, a link for any published course on
// the device, the referral figures and recent commissions from the `affiliate_summary` read model, and the rules.
import { Badge, Box, Card, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { Field, NativeSelect } from '../../../ui/parts';
import { useMemo, useState } from 'react';
import type { MangoQuery } from 'rxdb';
import { referralLinks } from '../../../lib/referral';
import { useLiveDocs, type AffiliateSummary, type CourseDoc } from '../../../db';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { useT } from '../../../lib/i18n';
import { formatDate, formatMoney, formatNumber } from '../../../lib/i18n/format';
import { earningsTexts } from '../texts';
import { CopyField } from './copy-field';

const m = earningsTexts.affiliate;
const statusPalette = { pending: 'orange', available: 'green', reversed: 'gray' } as const;

const publishedQuery: MangoQuery<CourseDoc> = { selector: { status: 'published' } };

function CourseLinkPicker({ code }: { code: string }) {
  const t = useT();
  const { data } = useLiveDocs('courses', publishedQuery);
  const courses = useMemo(() => [...data].sort((a, b) => a.title.localeCompare(b.title)), [data]);
  const [courseId, setCourseId] = useState('');
  const links = referralLinks(window.location.origin, code, courseId || null);
  if (courses.length === 0) return <Text color="fg.muted">{t(m.noCourses)}</Text>;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t(m.coursePicker)}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={courseId} onChange={(event) => setCourseId(event.target.value)}>
            <option value="">{t(m.pickCourse)}</option>
            {courses.map((course) => (
              <option data-user-text dir="auto" key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {links.course && <CopyField label={t(m.courseLink)} copyLabel={t(m.copyCourseLink)} value={links.course} testId="course-link" />}
    </Stack>
  );
}

export function AffiliateLinksSection({ summary }: { summary: AffiliateSummary | null }) {
  const t = useT();
  const code = summary?.code ?? null;
  return (
    <Card.Root as="section" aria-labelledby="affiliate-links-heading" mt="8" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="affiliate-links-heading">
          {t(m.heading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        {!summary ? (
          <Text color="fg.muted">{t(m.notSynced)}</Text>
        ) : !code ? (
          <Text color="fg.muted">{t(m.noCode)}</Text>
        ) : (
          <Stack gap="4">
            <CopyField label={t(m.code)} copyLabel={t(m.copyCode)} value={code} copiedText={t(m.copiedCode)} testId="referral-code" />
            <CopyField label={t(m.homeLink)} copyLabel={t(m.copyHomeLink)} value={referralLinks(window.location.origin, code, null).home} testId="home-link" />
            <CourseLinkPicker code={code} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function AffiliateFiguresSection({ summary }: { summary: AffiliateSummary | null }) {
  const t = useT();
  if (!summary) return null;
  const money = (minor: number) => formatMoney(minor, summary.currency);
  return (
    <Box as="section" aria-labelledby="affiliate-figures-heading" mt="8">
      <Heading as="h2" size="lg" id="affiliate-figures-heading" mb="3">
        {t(m.figuresHeading)}
      </Heading>
      <StatGrid aria-label={t(m.figuresLabel)}>
        <StatCard label={t(m.clicks)} value={formatNumber(summary.clicks)} />
        <StatCard label={t(m.signups)} value={formatNumber(summary.signups)} />
        <StatCard label={t(m.paidReferrals)} value={formatNumber(summary.paid_referrals)} />
        <StatCard label={t(m.pending)} value={money(summary.pending_minor)} hint={t(m.pendingHint)} />
        <StatCard label={t(m.available)} value={money(summary.available_minor)} />
        <StatCard label={t(m.reversed)} value={money(summary.reversed_minor)} />
      </StatGrid>
      <Heading as="h3" size="md" mt="6" mb="2">
        {t(m.recentHeading)}
      </Heading>
      {summary.recent.length === 0 ? (
        <Text color="fg.muted" data-testid="commissions-empty">
          {t(m.empty)}
        </Text>
      ) : (
        // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it to scroll.
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
          <Table.Root size="sm" data-testid="recent-commissions">
            <Table.Caption srOnly>{t(m.recentCaption)}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t(m.course)}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(m.date)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t(m.amount)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t(m.commission)}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(m.status)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.recent.map((row) => (
                <Table.Row key={row.order_id} data-order-id={row.order_id}>
                  <Table.Cell data-user-text dir="auto">{row.course_title}</Table.Cell>
                  <Table.Cell>{formatDate(row.paid_at)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(row.amount_minor)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(row.commission_minor)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={statusPalette[row.status]}>{t(earningsTexts.statuses[row.status])}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}

export function AffiliateRulesSection() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="affiliate-rules-heading" mt="8">
      <Heading as="h2" size="lg" id="affiliate-rules-heading" mb="2">
        {t(m.rulesHeading)}
      </Heading>
      <List.Root gap="1" ps="5">
        {Object.entries(m.rules).map(([key, rule]) => (
          <List.Item key={key}>{t(rule)}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
