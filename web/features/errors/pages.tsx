// The error pages of docs/product/web-app.md. Each passes through the ErrorPage props, so any button can be hidden.
import Compass from 'lucide-react/icons/compass';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import ServerCrash from 'lucide-react/icons/server-crash';
import Sprout from 'lucide-react/icons/sprout';
import Bug from 'lucide-react/icons/bug';
import { ErrorPage, type ErrorPageProps } from './error-page';
import { useText } from '@/shared/i18n/react';
import { errorsText } from './i18n';

type ButtonProps = Pick<
  ErrorPageProps,
  'showDashboard' | 'showBack' | 'showRefresh' | 'dashboardPath' | 'details'
>;

export function NotFoundPage(props: ButtonProps) {
  const t = useText(errorsText);
  return (
    <ErrorPage
      code="404"
      title={t('notFoundTitle')}
      message={t('notFoundMessage')}
      icon={Compass}
      {...props}
    />
  );
}

export function ForbiddenPage(props: ButtonProps) {
  const t = useText(errorsText);
  return (
    <ErrorPage
      code="403"
      title={t('forbiddenTitle')}
      message={t('forbiddenMessage')}
      icon={ShieldAlert}
      {...props}
    />
  );
}

export function ServerErrorPage(props: ButtonProps) {
  const t = useText(errorsText);
  return (
    <ErrorPage
      code="500"
      title={t('serverErrorTitle')}
      message={t('serverErrorMessage')}
      icon={ServerCrash}
      {...props}
    />
  );
}

/**
 * docs/product/web-app.md: the maintenance page has no back button. `message` is the administrators' own
 * (docs/product/system-settings.md "Maintenance mode"); without one the standard text is shown.
 */
export function MaintenancePage({ message, ...props }: Omit<ButtonProps, 'showBack'> & { message?: string }) {
  const t = useText(errorsText);
  return (
    <ErrorPage
      code="503"
      title={t('maintenanceTitle')}
      message={message || t('maintenanceMessage')}
      icon={Sprout}
      {...props}
      showBack={false}
    />
  );
}

/** docs/product/web-app.md generic page: an error code and a message, with the default message when none is given. */
export function GenericErrorPage({
  code,
  message,
  ...props
}: ButtonProps & { code?: string; message?: string }) {
  const t = useText(errorsText);
  return (
    <ErrorPage
      title={t('genericTitle')}
      code={code || t('genericCode')}
      message={message || t('genericMessage')}
      icon={Bug}
      {...props}
    />
  );
}
