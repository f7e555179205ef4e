import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { CapabilityGrid } from '../components/capability-grid';
import { CtaBand } from '../components/cta-band';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { SectionHeading } from '../components/section-heading';

/** Public home (docs/product/web-app.md "/"): body only; the public layout with the top navigation is the shell's (§2.2). */
export function HomePage() {
  return (
    <>
      <Hero />
      <section aria-labelledby="features-title" className="px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading
            id="features-title"
            eyebrow="What Shamba does"
            title="One record for the whole farm"
          >
            <p>Each capability says whether you can use it today or whether it is still in development.</p>
          </SectionHeading>
          <CapabilityGrid />
          <p className="mt-8 text-center">
            <Link to={paths.features} className="link link-primary font-semibold">
              See every feature in detail
            </Link>
          </p>
        </div>
      </section>
      <HowItWorks />
      <CtaBand
        title="Start keeping better farm records"
        text="Create your free early-access account now and get each new capability as soon as it is ready."
      />
    </>
  );
}
