import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { marketingText } from '@/web/features/marketing/i18n';

type Props = { title: string; text: string; showLogin?: boolean };

/** Closing call to action: one primary action (register), optionally Log in beside it. */
export function CtaBand({ title, text, showLogin = true }: Props) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16">
      <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-content shadow-lg">
        <h2 id="cta-title" className="text-3xl font-bold">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl opacity-90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.register}
            className="btn btn-lg border-0 bg-base-100 text-primary hover:bg-base-200"
          >
            {marketingText.t('getStarted')}
          </Link>
          {showLogin && (
            <Link to={paths.login} className="btn btn-lg btn-ghost text-primary-content hover:bg-white/10">
              {marketingText.t('logIn')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
