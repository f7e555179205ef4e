import { PRIVACY } from '../data/privacy';
import { LegalDocument } from '../components/legal-document';
import { PublishedPage } from '../components/published-page';
import type { ContentPage } from '@/shared/contracts/platform-enums';

// The page's slug in the published content (docs/product/content.md).
const PAGE: ContentPage = 'privacy';

/** docs/product/web-app.md /privacy-policy. */
export function PrivacyPage() {
  return (
    <PublishedPage slug={PAGE}>
      <LegalDocument doc={PRIVACY} />
    </PublishedPage>
  );
}
