// Adding a task: a mistake shows under its field before anything is sent, the server's 422s land under theirs
// with nothing typed lost, and a good task is sent as the contract reads it and opens on its page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, httpError, type FakeApi } from '../testing/fake-api';
import {
  SEED_ID,
  TEAM_ID,
  makeInventoryAnswer,
  makeStaffAnswer,
  makeTaskDetail,
  makeTeamAnswer,
} from '../testing/fixtures';
import { AddTaskPage } from './add-task';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const NEW_ID = '22222222-2222-4222-8222-000000000009';

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/staff$/, makeStaffAnswer);
  fake.on('get', /\/teams$/, makeTeamAnswer);
  fake.on('get', /\/inventory$/, makeInventoryAnswer);
  fake.on('post', /\/tasks$/, () => ({ message: 'Task added', data: makeTaskDetail({ id: NEW_ID }) }));
});

/** The form shows once its pickers' lists have answered. */
async function form() {
  const view = renderFeature(<AddTaskPage farmId="f1" />);
  await screen.findByLabelText('Title');
  return view;
}
const posts = () => fake.callsTo('post', /\/tasks$/);

describe('AddTaskPage', () => {
  it('shows a missing title and a bad input quantity under their fields, sending nothing', async () => {
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Add input' }));
    await userEvent.type(screen.getByLabelText('Quantity'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter the task title.'),
    );
    expect(screen.getByLabelText('Input 1')).toHaveAccessibleDescription(
      'Choose an item from stock or enter the input’s name.',
    );
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields and keeps what was typed', async () => {
    fake.on('post', /\/tasks$/, () =>
      httpError(422, 'Some fields need fixing.', {
        assignee_user_id: ['Choose a person of this farm from the list.'],
        'recurrence.until': ['The repeat end date must be on or after the due date.'],
      }),
    );
    await form();
    await userEvent.type(screen.getByLabelText('Title'), 'Spray the beans');
    await screen.findByRole('option', { name: 'Wanjiru Kamau' });
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), 'Wanjiru Kamau');
    await userEvent.click(screen.getByLabelText('Repeat this task'));
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Choose a person of this farm from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Assigned to')).toHaveAccessibleDescription(
      'Choose a person of this farm from the list.',
    );
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription(
      'The repeat end date must be on or after the due date.',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Spray the beans');
  });

  it('shows a message about a control it does not offer above the form', async () => {
    fake.on('post', /\/tasks$/, () =>
      httpError(422, 'Choose a field of this farm from the list.', {
        field_id: ['Choose a field of this farm from the list.'],
      }),
    );
    await form();
    await userEvent.type(screen.getByLabelText('Title'), 'Mend the fence');
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    // The farm's fields could not be listed, so there is no Field control to put it under.
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a field of this farm from the list.');
    expect(screen.queryByLabelText('Field')).not.toBeInTheDocument();
  });

  it('sends the task as the contract reads it and opens it', async () => {
    const view = await form();
    await userEvent.type(screen.getByLabelText('Title'), 'Plant the maize');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Planting');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'High');
    await screen.findByRole('option', { name: 'Team: Field team' });
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), 'Team: Field team');
    await userEvent.clear(screen.getByLabelText('Due date'));
    await userEvent.type(screen.getByLabelText('Due date'), '2026-03-15');
    await userEvent.type(screen.getByLabelText('Due time'), '07:30');
    await userEvent.click(screen.getByRole('button', { name: 'Add input' }));
    await userEvent.selectOptions(screen.getByLabelText('Input 1'), 'Maize seed H614');
    expect(screen.getByLabelText('Unit')).toHaveValue('kg');
    await userEvent.type(screen.getByLabelText('Quantity'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.type(screen.getByLabelText('Step 1'), 'Mark the rows');
    await userEvent.click(screen.getByLabelText('Repeat this task'));
    await userEvent.clear(screen.getByLabelText('Every'));
    await userEvent.type(screen.getByLabelText('Every'), '2');
    await userEvent.type(screen.getByLabelText('Until'), '2026-04-30');
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/farmer/tasks/${NEW_ID}`));
    expect(posts()[0]).toMatchObject({
      url: '/api/farms/f1/tasks',
      data: {
        title: 'Plant the maize',
        description: null,
        kind: 'planting',
        priority: 'high',
        assignee_user_id: null,
        assignee_team_id: TEAM_ID,
        due_date: '2026-03-15',
        due_time: '07:30',
        field_id: null,
        crop_id: null,
        item_id: null,
        inputs: [{ item_id: SEED_ID, quantity: 25, unit: 'kg' }],
        checklist: ['Mark the rows'],
        recurrence: { every: 2, unit: 'weeks', until: '2026-04-30' },
      },
    });
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });
});
