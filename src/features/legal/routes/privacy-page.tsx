// The Privacy Policy page (/privacy).
import { LegalDocumentView } from '../components/legal-document-view';
import { privacyPolicy } from '../texts';

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
