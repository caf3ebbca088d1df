// The catalogue's language filter (issue 25): every language, or one, each named in itself.
import { chakra, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { LOCALE_CODES, LOCALES, useT } from '../../../lib/i18n';
import { isCourseLanguageFilter, type CourseLanguageFilter } from '../data/language.ts';
import { courseLanguageTexts } from '../language-texts.ts';

// A plain select, as the language picker's: the public catalogue is a first-visit page, and Chakra's NativeSelect
// would add a chunk to it.
export function CourseLanguageFilterSelect({ value, onChange }: { value: CourseLanguageFilter; onChange: (value: CourseLanguageFilter) => void }) {
  const t = useT();
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
        {t(courseLanguageTexts.filterLabel)}
      </chakra.label>
      <chakra.select
        id={id}
        data-testid="course-language-filter"
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isCourseLanguageFilter(next)) onChange(next);
        }}
        minH="10"
        paddingInline="3"
        fontSize="sm"
        bg="bg"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      >
        <option value="all">{t(courseLanguageTexts.allLanguages)}</option>
        {LOCALE_CODES.map((code) => (
          <option key={code} value={code} lang={code} dir={LOCALES[code].dir}>
            {LOCALES[code].name}
          </option>
        ))}
      </chakra.select>
    </HStack>
  );
}
