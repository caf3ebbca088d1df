// The Affiliate Program's application: below the fold on a phone, so its code (the form, its rules, valibot) comes
// after the first screen is live (laterSection in affiliate-program-page.tsx).
import { useT } from '../../../lib/i18n';
import { ApplicationFormSection } from '../../public-forms/components/application-form-section';
import { affiliatesTexts as m } from '../texts';
import { AffiliateApplicationForm } from './affiliate-application-form';

export default function AffiliateApplication({ id }: { id: string }) {
  const t = useT();
  return (
    <ApplicationFormSection id={id} kind="affiliate" heading={t(m.formHeading)} lead={t(m.formLead)} roleLabel={t(m.roleLabel)} rolePath="/dashboard/affiliate">
      <AffiliateApplicationForm />
    </ApplicationFormSection>
  );
}
