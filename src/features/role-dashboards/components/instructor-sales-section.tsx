// The instructor dashboard's sales section (issue 24): totals, per course and recent sales with the creator's earning,
// from the `instructor_sales` read model kept on the device (so it opens offline).
import { Badge, Box, Heading, Table, Text } from '@chakra-ui/react';
import type { InstructorSales } from '../../../db/server-views';
import { formatMoney } from '../../../lib/money';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { earningsTexts } from '../texts';
import { formatDay } from './date-text';

const t = earningsTexts.instructor;
const statusPalette = { pending: 'orange', available: 'green', reversed: 'gray' } as const;

export function InstructorSalesSection({ sales }: { sales: InstructorSales | null }) {
  return (
    <Box as="section" aria-labelledby="instructor-sales-heading" mt="8">
      <Heading as="h2" size="lg" id="instructor-sales-heading">
        {t.heading}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {t.lead}
      </Text>
      {!sales ? <Text color="fg.muted">{t.notSynced}</Text> : <SalesFigures sales={sales} />}
    </Box>
  );
}

function SalesFigures({ sales }: { sales: InstructorSales }) {
  const money = (minor: number) => formatMoney(minor, sales.currency);
  const { totals } = sales;
  return (
    <>
      <StatGrid aria-label={t.figuresLabel}>
        <StatCard label={t.sales} value={totals.sales.toLocaleString()} />
        <StatCard label={t.refunds} value={totals.refunds.toLocaleString()} />
        <StatCard label={t.gross} value={money(totals.gross_minor)} />
        <StatCard label={t.pending} value={money(totals.pending_minor)} hint={t.pendingHint} />
        <StatCard label={t.available} value={money(totals.available_minor)} />
        <StatCard label={t.reversed} value={money(totals.reversed_minor)} />
      </StatGrid>
      {totals.sales === 0 && sales.recent.length === 0 ? (
        <Text color="fg.muted" mt="4" data-testid="sales-empty">
          {t.empty}
        </Text>
      ) : (
        <>
          <Heading as="h3" size="md" mt="6" mb="2">
            {t.coursesHeading}
          </Heading>
          {/* Focusable: on a phone the table scrolls sideways, and a keyboard must reach it to scroll. */}
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" data-testid="sales-by-course">
              <Table.Caption srOnly>{t.coursesCaption}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.course}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.price}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.affiliateRate}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.sales}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.refunds}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.gross}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.pending}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.available}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sales.courses.map((course) => (
                  <Table.Row key={course.course_id}>
                    <Table.Cell>{course.title}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(course.price_minor, sales.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{course.affiliate_percent}%</Table.Cell>
                    <Table.Cell textAlign="end">{course.sales}</Table.Cell>
                    <Table.Cell textAlign="end">{course.refunds}</Table.Cell>
                    <Table.Cell textAlign="end">{money(course.gross_minor)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(course.pending_minor)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(course.available_minor)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Heading as="h3" size="md" mt="6" mb="2">
            {t.recentHeading}
          </Heading>
          {/* Focusable: on a phone the table scrolls sideways, and a keyboard must reach it to scroll. */}
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" data-testid="recent-sales">
              <Table.Caption srOnly>{t.recentCaption}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.course}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.earning}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.status}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sales.recent.map((row) => (
                  <Table.Row key={row.order_id} data-order-id={row.order_id}>
                    <Table.Cell>{row.course_title}</Table.Cell>
                    <Table.Cell>{formatDay(row.paid_at)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(row.amount_minor)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(row.earning_minor)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={statusPalette[row.status]}>{earningsTexts.statuses[row.status]}</Badge>
                      {row.status === 'pending' && (
                        <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                          {t.availableFrom(formatDay(row.available_at))}
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
