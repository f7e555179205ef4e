import { TERMS } from '../data/terms';
import { LegalDocument } from '../components/legal-document';

/** docs/product/web-app.md /terms-of-service. */
export function TermsPage() {
  return <LegalDocument doc={TERMS} />;
}
