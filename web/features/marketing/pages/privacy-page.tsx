import { PRIVACY } from '../data/privacy';
import { LegalDocument } from '../components/legal-document';

/** SPEC §2.1 /privacy-policy. */
export function PrivacyPage() {
  return <LegalDocument doc={PRIVACY} />;
}
