import Mail from 'lucide-react/icons/mail';
import { CONTACT_EMAIL, WHAT_TO_INCLUDE } from '../data/contact';
import { ContactForm } from '../components/contact-form';
import { SectionHeading } from '../components/section-heading';
import { PublishedPage } from '../components/published-page';
import type { ContentPage } from '@/shared/contracts/platform-enums';
import { marketingPagesText } from './i18n';

// The page's slug in the published content (docs/product/content.md).
const PAGE: ContentPage = 'contact';

/** docs/product/web-app.md /contact. `email` overrides the configured address (VITE_CONTACT_EMAIL). */
export function ContactPage({ email = CONTACT_EMAIL }: { email?: string }) {
  return (
    <div className="px-4 py-16">
      <PublishedPage slug={PAGE}>
        <SectionHeading
          level={1}
          eyebrow={marketingPagesText.t('contactEyebrow')}
          title={marketingPagesText.t('talkToTheShambaTeam')}
        >
          <p>{marketingPagesText.t('questionsEarlyAccessForYour')}</p>
        </SectionHeading>
      </PublishedPage>
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-5">
        <section aria-labelledby="form-title" className="rounded-box bg-base-100 p-6 shadow-sm md:col-span-3">
          <h2 id="form-title" className="mb-4 text-xl font-semibold">
            {marketingPagesText.t('writeToUs')}
          </h2>
          <ContactForm to={email} />
        </section>
        <aside aria-labelledby="include-title" className="md:col-span-2">
          <h2 id="include-title" className="mb-4 text-xl font-semibold">
            {marketingPagesText.t('whatToInclude')}
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-base-content/80">
            {WHAT_TO_INCLUDE.map((item) => (
              <li key={item}>{marketingPagesText.t(item)}</li>
            ))}
          </ul>
          <p className="mt-6 flex items-center gap-2 text-sm text-base-content/70">
            <Mail aria-hidden="true" className="size-4" />
            <a className="link" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}
