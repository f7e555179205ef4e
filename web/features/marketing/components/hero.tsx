import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { LedgerIllustration } from './ledger-illustration';
import { marketingText } from '@/web/features/marketing/i18n';

export function Hero() {
  return (
    <section className="bg-linear-to-b from-primary/10 to-base-100 px-4 pt-16 pb-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            {marketingText.t('karibuFarmManagementForEast')}
          </p>
          <h1 className="text-4xl leading-tight font-bold sm:text-5xl">
            {marketingText.t('knowWhatIsInYour')}
          </h1>
          <p className="mt-5 text-lg text-base-content/80">{marketingText.t('shambaKeepsTheRecordsOf')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.register} className="btn btn-primary btn-lg">
              {marketingText.t('getStarted')}
            </Link>
            <Link to={paths.login} className="btn btn-outline btn-lg">
              {marketingText.t('logIn')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-base-content/65">{marketingText.t('freeWhileInEarlyAccess')}</p>
        </div>
        <LedgerIllustration />
      </div>
    </section>
  );
}
