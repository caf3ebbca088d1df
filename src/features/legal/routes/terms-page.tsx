// The Terms of Service page (/terms).
import { LegalDocumentView } from '../components/legal-document-view';
import { legalTexts } from '../texts';

export default function TermsPage() {
  return <LegalDocumentView document={legalTexts.terms} />;
}
