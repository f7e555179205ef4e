// The upgrade prompt (docs/product/packages.md "Upgrade prompt"): built from the refusal's details in the reader's
// language, with a link to the subscription page; forms use the hook to show it instead of an error toast.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { packageRefusalOf } from '@/shared/api/packages';
import { setLanguage } from '@/shared/i18n/runtime';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { useUpgradePrompt } from './upgrade-prompt';

const refusal = (status: number, code: string, details: Record<string, unknown>) =>
  new ApiRequestError('English message from the server', {
    status,
    code,
    cause: { isAxiosError: true, response: { status, data: { message: 'x', code, details } } },
  });

const LIMIT = refusal(402, 'package_limit_reached', {
  limit: 'farms',
  allowed: 1,
  used: 1,
  package: { id: 'p1', name: 'Mbegu' },
  upgrade_to: { id: 'p2', name: 'Mavuno' },
});
const FEATURE = refusal(403, 'feature_not_in_package', {
  feature: 'pos',
  package: { id: 'p1', name: 'Mbegu' },
  upgrade_to: null,
});

function Form({ error }: { error: unknown }) {
  const upgrade = useUpgradePrompt();
  return (
    <>
      <button type="button" onClick={() => upgrade.handle(error)}>
        Save
      </button>
      <p data-testid="handled">{String(upgrade.refusal !== null)}</p>
      {upgrade.prompt}
    </>
  );
}

afterEach(() => setLanguage('en'));

describe('upgrade prompt', () => {
  it('reads the refusal from the error details, and nothing from other errors', () => {
    expect(packageRefusalOf(LIMIT)).toEqual({
      kind: 'limit',
      limit: 'farms',
      allowed: 1,
      packageName: 'Mbegu',
      upgradeTo: 'Mavuno',
    });
    expect(packageRefusalOf(FEATURE)).toMatchObject({ kind: 'feature', feature: 'pos', upgradeTo: null });
    expect(packageRefusalOf(new ApiRequestError('Nope', { status: 403, code: 'forbidden' }))).toBeNull();
    expect(packageRefusalOf(new Error('boom'))).toBeNull();
  });

  it('shows what the package allows and a link to upgrade, instead of the raw message', () => {
    renderFeature(<Form error={LIMIT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Your package (Mbegu) allows 1 for the farm limit, and you have reached it.',
    );
    expect(alert).toHaveTextContent('Mavuno allows it.');
    expect(alert).not.toHaveTextContent('English message from the server');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/farmer/settings/subscription',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the missing feature in Kiswahili', async () => {
    await setLanguage('sw');
    renderFeature(<Form error={FEATURE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kifurushi chako (Mbegu) hakina Mauzo ya papo hapo (POS).',
    );
    expect(screen.getByRole('link', { name: 'Tazama vifurushi' })).toBeInTheDocument();
  });

  it('leaves other errors to the form', () => {
    renderFeature(<Form error={new ApiRequestError('Nope', { status: 422 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('handled')).toHaveTextContent('false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
