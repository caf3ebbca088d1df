// The instructor dashboard's sales section (issue 24): totals, per course and recent sales with the creator's earning,
// from the `instructor_sales` read model kept on the device (so it opens offline).
import { Badge, Box, Heading, Table, Text } from '@chakra-ui/react';
import type { InstructorSales } from '../../../db';
import { useT } from '../../../lib/i18n';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/i18n/format';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { earningsTexts } from '../texts';

const m = earningsTexts.instructor;
const statusPalette = { pending: 'orange', available: 'green', reversed: 'gray' } as const;

export function InstructorSalesSection({ sales }: { sales: InstructorSales | null }) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="instructor-sales-heading" mt="8">
      <Heading as="h2" size="lg" id="instructor-sales-heading">
        {t(m.heading)}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {t(m.lead)}
      </Text>
      {!sales ? <Text color="fg.muted">{t(m.notSynced)}</Text> : <SalesFigures sales={sales} />}
    </Box>
  );
}

function SalesFigures({ sales }: { sales: InstructorSales }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, sales.currency);
  const { totals } = sales;
  return (
    <>
      <StatGrid aria-label={t(m.figuresLabel)}>
        <StatCard label={t(m.sales)} value={formatNumber(totals.sales)} />
        <StatCard label={t(m.refunds)} value={formatNumber(totals.refunds)} />
        <StatCard label={t(m.gross)} value={money(totals.gross_minor)} />
        <StatCard label={t(m.pending)} value={money(totals.pending_minor)} hint={t(m.pendingHint)} />
        <StatCard label={t(m.available)} value={money(totals.available_minor)} />
        <StatCard label={t(m.reversed)} value={money(totals.reversed_minor)} />
      </StatGrid>
      {totals.sales === 0 && sales.recent.length === 0 ? (
        <Text color="fg.muted" mt="4" data-testid="sales-empty">
          {t(m.empty)}
        </Text>
      ) : (
        <>
          <Heading as="h3" size="md" mt="6" mb="2">
            {t(m.coursesHeading)}
          </Heading>
          {/* Focusable: on a phone the table scrolls sideways, and a keyboard must reach it to scroll. */}
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" data-testid="sales-by-course">
              <Table.Caption srOnly>{t(m.coursesCaption)}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t(m.course)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.price)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.affiliateRate)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.sales)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.refunds)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.gross)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.pending)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.available)}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sales.courses.map((course) => (
                  <Table.Row key={course.course_id}>
                    <Table.Cell data-user-text dir="auto">{course.title}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(course.price_minor, sales.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatPercent(course.affiliate_percent / 100)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(course.sales)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(course.refunds)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(course.gross_minor)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(course.pending_minor)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(course.available_minor)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Heading as="h3" size="md" mt="6" mb="2">
            {t(m.recentHeading)}
          </Heading>
          {/* Focusable: on a phone the table scrolls sideways, and a keyboard must reach it to scroll. */}
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" data-testid="recent-sales">
              <Table.Caption srOnly>{t(m.recentCaption)}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t(m.course)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t(m.date)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.amount)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t(m.earning)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t(m.status)}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sales.recent.map((row) => (
                  <Table.Row key={row.order_id} data-order-id={row.order_id}>
                    <Table.Cell data-user-text dir="auto">{row.course_title}</Table.Cell>
                    <Table.Cell>{formatDate(row.paid_at)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(row.amount_minor)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(row.earning_minor)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={statusPalette[row.status]}>{t(earningsTexts.statuses[row.status])}</Badge>
                      {row.status === 'pending' && (
                        <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                          {t(m.availableFrom, { date: formatDate(row.available_at) })}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </>
  );
}
