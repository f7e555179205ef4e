import { TERMS } from '../data/terms';
import { LegalDocument } from '../components/legal-document';
import { PublishedPage } from '../components/published-page';
import type { ContentPage } from '@/shared/contracts/platform-enums';

// The page's slug in the published content (docs/product/content.md).
const PAGE: ContentPage = 'terms';

/** docs/product/web-app.md /terms-of-service. */
export function TermsPage() {
  return (
    <PublishedPage slug={PAGE}>
      <LegalDocument doc={TERMS} />
    </PublishedPage>
  );
}
