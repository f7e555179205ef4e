import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { SectionHeading } from '../components/section-heading';

// docs/product/web-app.md /about: the mission and the principles the product is built on (docs/architecture.md), stated plainly.
const PRINCIPLES = [
  {
    title: 'Records you can trust',
    text: 'Stock changes are movements in a ledger, never silent edits, so the number on screen matches the store.',
  },
  {
    title: 'Reach farmers where they are',
    text: 'Alerts by SMS for a basic phone, e-mail and push for the office, and live in the app.',
  },
  {
    title: 'Your data stays yours',
    text: 'Ask for a copy whenever you like. We do not sell it or use it for advertising.',
  },
  {
    title: 'Honest about what is ready',
    text: 'Every feature says whether it is available now or in development. We never show invented figures.',
  },
] as const;

export function AboutPage() {
  return (
    <div className="px-4 py-16">
      <SectionHeading level={1} eyebrow="About Shamba" title="Good records for every farm, big or small">
        <p>
          <em lang="sw">Shamba</em> is Kiswahili for farm. We are building farm-management software for East
          Africa first: for the smallholder with a maize plot and a dairy cow, and for the commercial farm
          with stores, staff and daily sales.
        </p>
      </SectionHeading>
      <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-base-content/85">
        <h2 className="text-2xl font-bold text-base-content">Our mission</h2>
        <p>
          Too much of a farm’s value is lost between the store and the market: inputs that expire unused,
          stock that goes missing, harvests sold without knowing what they cost to grow. Our mission is to
          give every farmer a clear, shared record of what they have, what it cost and what it earned, so that
          decisions are made on facts.
        </p>
        <p>
          That means software that works on the phones farmers already carry, prices in shillings, sends
          alerts by SMS, and lets a farm owner give each worker exactly the access they need.
        </p>
      </div>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2">
        {PRINCIPLES.map((p) => (
          <li key={p.title} className="rounded-box border border-base-300 bg-base-100 p-6">
            <h3 className="text-lg font-semibold">{p.title}</h3>
            <p className="mt-2 text-base-content/75">{p.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-center">
        <Link to={paths.contact} className="btn btn-primary">
          Get in touch
        </Link>
      </p>
    </div>
  );
}
