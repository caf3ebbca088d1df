// The affiliate dashboard's working sections (issue 24): code and links with Copy, a link for any published course on
// the device, the referral figures and recent commissions from the `affiliate_summary` read model, and the rules.
import { Badge, Box, Card, Field, Heading, List, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { MangoQuery } from 'rxdb';
import { useLiveDocs } from '../../../db/live-query';
import { referralLinks } from '../../../lib/referral';
import type { CourseDoc } from '../../../db/schemas/courses';
import type { AffiliateSummary } from '../../../db/server-views';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { formatMoney } from '../../../lib/money';
import { earningsTexts } from '../texts';
import { CopyField } from './copy-field';
import { formatDay } from './date-text';

const t = earningsTexts.affiliate;
const statusPalette = { pending: 'orange', available: 'green', reversed: 'gray' } as const;

const publishedQuery: MangoQuery<CourseDoc> = { selector: { status: 'published' } };

function CourseLinkPicker({ code }: { code: string }) {
  const { data } = useLiveDocs('courses', publishedQuery);
  const courses = useMemo(() => [...data].sort((a, b) => a.title.localeCompare(b.title)), [data]);
  const [courseId, setCourseId] = useState('');
  const links = referralLinks(window.location.origin, code, courseId || null);
  if (courses.length === 0) return <Text color="fg.muted">{t.noCourses}</Text>;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t.coursePicker}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={courseId} onChange={(event) => setCourseId(event.target.value)}>
            <option value="">{t.pickCourse}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {links.course && <CopyField label={t.courseLink} value={links.course} testId="course-link" />}
    </Stack>
  );
}

export function AffiliateLinksSection({ summary }: { summary: AffiliateSummary | null }) {
  const code = summary?.code ?? null;
  return (
    <Card.Root as="section" aria-labelledby="affiliate-links-heading" mt="8" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="affiliate-links-heading">
          {t.heading}
        </Heading>
      </Card.Header>
      <Card.Body>
        {!summary ? (
          <Text color="fg.muted">{t.notSynced}</Text>
        ) : !code ? (
          <Text color="fg.muted">{t.noCode}</Text>
        ) : (
          <Stack gap="4">
            <CopyField label={t.code} value={code} copiedText={t.copiedCode} testId="referral-code" />
            <CopyField label={t.homeLink} value={referralLinks(window.location.origin, code, null).home} testId="home-link" />
            <CourseLinkPicker code={code} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function AffiliateFiguresSection({ summary }: { summary: AffiliateSummary | null }) {
  if (!summary) return null;
  const money = (minor: number) => formatMoney(minor, summary.currency);
  return (
    <Box as="section" aria-labelledby="affiliate-figures-heading" mt="8">
      <Heading as="h2" size="lg" id="affiliate-figures-heading" mb="3">
        {t.figuresHeading}
      </Heading>
      <StatGrid aria-label={t.figuresLabel}>
        <StatCard label={t.clicks} value={summary.clicks.toLocaleString()} />
        <StatCard label={t.signups} value={summary.signups.toLocaleString()} />
        <StatCard label={t.paidReferrals} value={summary.paid_referrals.toLocaleString()} />
        <StatCard label={t.pending} value={money(summary.pending_minor)} hint={t.pendingHint} />
        <StatCard label={t.available} value={money(summary.available_minor)} />
        <StatCard label={t.reversed} value={money(summary.reversed_minor)} />
      </StatGrid>
      <Heading as="h3" size="md" mt="6" mb="2">
        {t.recentHeading}
      </Heading>
      {summary.recent.length === 0 ? (
        <Text color="fg.muted" data-testid="commissions-empty">
          {t.empty}
        </Text>
      ) : (
        // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it to scroll.
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
          <Table.Root size="sm" data-testid="recent-commissions">
            <Table.Caption srOnly>{t.recentCaption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.course}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.commission}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.status}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.recent.map((row) => (
                <Table.Row key={row.order_id} data-order-id={row.order_id}>
                  <Table.Cell>{row.course_title}</Table.Cell>
                  <Table.Cell>{formatDay(row.paid_at)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(row.amount_minor)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(row.commission_minor)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={statusPalette[row.status]}>{earningsTexts.statuses[row.status]}</Badge>
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
  return (
    <Box as="section" aria-labelledby="affiliate-rules-heading" mt="8">
      <Heading as="h2" size="lg" id="affiliate-rules-heading" mb="2">
        {t.rulesHeading}
      </Heading>
      <List.Root gap="1" ps="5">
        {t.rules.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
