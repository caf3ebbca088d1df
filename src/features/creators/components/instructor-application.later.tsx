// For Creators' instructor application: below the fold on a phone, so its code (the form, its rules, valibot) comes
// after the first screen is live (laterSection in for-creators-page.tsx).
import { useT } from '../../../lib/i18n';
import { ApplicationFormSection } from '../../public-forms/components/application-form-section';
import { creatorsTexts as m } from '../texts';
import { InstructorApplicationForm } from './instructor-application-form';

export default function InstructorApplication({ id }: { id: string }) {
  const t = useT();
  return (
    <ApplicationFormSection id={id} kind="instructor" heading={t(m.formHeading)} lead={t(m.formLead)} roleLabel={t(m.roleLabel)} rolePath="/dashboard/instructor">
      <InstructorApplicationForm />
    </ApplicationFormSection>
  );
}
