// The footer's language picker as a later section: below the fold on every public page, so its code comes once the page
// is live (laterSection in public-footer.tsx); a language picked before then is still made (src/ui/language-picker.tsx).
export { LanguagePicker as default } from '../../ui/language-picker';
