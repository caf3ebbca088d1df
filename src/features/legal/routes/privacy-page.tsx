// The Privacy Policy page (/privacy).
import { LegalDocumentView } from '../components/legal-document-view';
import { legalTexts } from '../texts';

export default function PrivacyPage() {
  return <LegalDocumentView document={legalTexts.privacy} />;
}
