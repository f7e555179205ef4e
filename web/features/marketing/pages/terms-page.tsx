import { TERMS } from '../data/terms';
import { LegalDocument } from '../components/legal-document';

/** SPEC §2.1 /terms-of-service. */
export function TermsPage() {
  return <LegalDocument doc={TERMS} />;
}
