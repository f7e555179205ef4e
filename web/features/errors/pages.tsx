// The error pages of docs/product/web-app.md. Each passes through the ErrorPage props, so any button can be hidden.
import Compass from 'lucide-react/icons/compass';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import ServerCrash from 'lucide-react/icons/server-crash';
import Sprout from 'lucide-react/icons/sprout';
import Bug from 'lucide-react/icons/bug';
import { ErrorPage, type ErrorPageProps } from './error-page';
import { ERROR_TEXTS } from './error-texts';

type ButtonProps = Pick<
  ErrorPageProps,
  'showDashboard' | 'showBack' | 'showRefresh' | 'dashboardPath' | 'details'
>;

export function NotFoundPage(props: ButtonProps) {
  return <ErrorPage {...ERROR_TEXTS.notFound} icon={Compass} {...props} />;
}

export function ForbiddenPage(props: ButtonProps) {
  return <ErrorPage {...ERROR_TEXTS.forbidden} icon={ShieldAlert} {...props} />;
}

export function ServerErrorPage(props: ButtonProps) {
  return <ErrorPage {...ERROR_TEXTS.serverError} icon={ServerCrash} {...props} />;
}

/** docs/product/web-app.md: the maintenance page has no back button. */
export function MaintenancePage(props: Omit<ButtonProps, 'showBack'>) {
  return <ErrorPage {...ERROR_TEXTS.maintenance} icon={Sprout} {...props} showBack={false} />;
}

/** docs/product/web-app.md generic page: an error code and a message, with the default message when none is given. */
export function GenericErrorPage({
  code,
  message,
  ...props
}: ButtonProps & { code?: string; message?: string }) {
  return (
    <ErrorPage
      title={ERROR_TEXTS.generic.title}
      code={code || ERROR_TEXTS.generic.code}
      message={message || ERROR_TEXTS.generic.message}
      icon={Bug}
      {...props}
    />
  );
}
