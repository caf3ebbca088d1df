// The course editor's "Price and affiliate commission" card (issue 24): the creator changes both on the device; sync sends them.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Field, Input } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { type CourseDoc, useMaarifaDatabase } from '../../../db';
import { toaster } from '../../../ui/toaster';
import { updateCourseSelling } from '../data/commands.ts';
import { useT } from '../../../lib/i18n';
import { affiliateRateTexts as m, courseTexts } from '../texts.ts';
import { AffiliateRateField } from './affiliate-rate-field.tsx';

export function CourseSellingCard({ course }: { course: CourseDoc }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const [price, setPrice] = useState(String(course.price));
  const [rate, setRate] = useState(String(course.affiliate_percent ?? 0));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await updateCourseSelling(db, course.id, { price, affiliate_percent: rate });
      setErrors(result.ok ? {} : result.fieldErrors);
      if (result.ok) toaster.create({ type: 'success', title: t(m.saved) });
      else if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: result.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root as="section" variant="outline" mt="6" aria-labelledby="course-selling-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="course-selling-heading">
          {t(m.sellingHeading)}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t(m.sellingLead)}
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void save(event)} noValidate aria-label={t(m.sellingHeading)}>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.price)}>
              <Field.Label>{t(courseTexts.create.fieldPrice)}</Field.Label>
              <Input name="price" type="number" step="0.01" min="0" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
              {errors.price ? <Field.ErrorText>{errors.price}</Field.ErrorText> : <Field.HelperText>{t(courseTexts.create.priceHint)}</Field.HelperText>}
            </Field.Root>
            <AffiliateRateField value={rate} error={errors.affiliate_percent} onChange={setRate} />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" disabled={busy}>
                {busy ? t(m.saving) : t(m.save)}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
