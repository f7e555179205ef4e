// Deleting a farm explains archive versus delete first, then shows the server's outcome message.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { ARCHIVE_EXPLANATION, DeleteFarmDialog } from './delete-farm-dialog';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const farm = { id: 'f1', name: 'Kilima Farm', status: 'active' as const };
const ARCHIVED =
  'This farm has stock or history, so it was archived instead of deleted. You can restore it from the archived farms.';

describe('DeleteFarmDialog', () => {
  it('explains that a farm with stock or history is archived, not deleted', () => {
    fake = fakeApi(() => ({}));
    renderFeature(<DeleteFarmDialog farm={farm} onClose={() => {}} onDone={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Kilima Farm?' });
    expect(dialog).toHaveTextContent(ARCHIVE_EXPLANATION);
    expect(ARCHIVE_EXPLANATION).toMatch(/archived instead of deleted/);
    expect(ARCHIVE_EXPLANATION).toMatch(/restore/);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('shows the archive outcome the server answered and reports it on close', async () => {
    fake = fakeApi(() => ({ success: true, message: ARCHIVED, outcome: 'archived' }));
    const onDone = vi.fn();
    renderFeature(<DeleteFarmDialog farm={farm} onClose={() => {}} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete farm' }));
    expect(await screen.findByRole('dialog', { name: 'Farm archived' })).toHaveTextContent(ARCHIVED);
    expect(fake.calls).toEqual([{ method: 'delete', url: '/api/farms/f1', data: undefined }]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledWith('archived');
  });

  it('says "Farm deleted" when nothing was recorded', async () => {
    fake = fakeApi(() => ({ success: true, message: 'Farm deleted.', outcome: 'deleted' }));
    renderFeature(<DeleteFarmDialog farm={farm} onClose={() => {}} onDone={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete farm' }));
    expect(await screen.findByRole('dialog', { name: 'Farm deleted' })).toHaveTextContent('Farm deleted.');
  });

  it('keeps the dialog open with the server message when the delete is refused', async () => {
    const { ApiRequestError } = await import('@/shared/api/errors');
    fake = fakeApi(() => new ApiRequestError("Only the farm's owner can delete it.", { status: 403 }));
    renderFeature(<DeleteFarmDialog farm={farm} onClose={() => {}} onDone={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete farm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Only the farm's owner can delete it.");
  });
});
