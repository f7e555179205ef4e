import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { LedgerIllustration } from './ledger-illustration';

export function Hero() {
  return (
    <section className="bg-linear-to-b from-primary/10 to-base-100 px-4 pt-16 pb-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            Karibu · Farm management for East Africa
          </p>
          <h1 className="text-4xl leading-tight font-bold sm:text-5xl">
            Know what is in your store, in the field and in your till.
          </h1>
          <p className="mt-5 text-lg text-base-content/80">
            Shamba keeps the records of smallholder and commercial farms in one place: a true stock ledger
            across your storage locations, crops, tasks, staff, money and sales, with alerts by SMS, e-mail
            and in the app. Priced in shillings by default.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.register} className="btn btn-primary btn-lg">
              Get started
            </Link>
            <Link to={paths.login} className="btn btn-outline btn-lg">
              Log in
            </Link>
          </div>
          <p className="mt-4 text-sm text-base-content/65">
            Free while in early access. Accounts are open today; farm features are arriving one by one.
          </p>
        </div>
        <LedgerIllustration />
      </div>
    </section>
  );
}
