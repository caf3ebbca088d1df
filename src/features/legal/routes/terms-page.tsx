// The Terms of Service page (/terms).
import { LegalDocumentView } from '../components/legal-document-view';
import { termsOfService } from '../texts';

export default function TermsPage() {
  return <LegalDocumentView document={termsOfService} />;
}
