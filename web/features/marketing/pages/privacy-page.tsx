import { PRIVACY } from '../data/privacy';
import { LegalDocument } from '../components/legal-document';

/** docs/product/web-app.md /privacy-policy. */
export function PrivacyPage() {
  return <LegalDocument doc={PRIVACY} />;
}
