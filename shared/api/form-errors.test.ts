// What a failed write shows in a form (docs/product/web-app.md: the server's message is preferred, per-field messages go under
// their fields), shared by the web app's forms and the extension's.
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, statusMessage } from './errors';
import { blankToNull, failureMessage, showFieldErrors } from './form-errors';
import { INVALID_INPUT_CODE } from './input';

describe('failureMessage', () => {
  it.each([
    [
      'the server’s own message',
      new ApiRequestError('Not enough stock.', { status: 409 }),
      'Not enough stock.',
    ],
    ['the fallback for a bare status', new ApiRequestError(statusMessage(500), { status: 500 }), 'Failed'],
    ['the fallback for no answer at all', new ApiRequestError('Network error occurred'), 'Failed'],
    [
      'the contract check’s message',
      new ApiRequestError('Enter a quantity above 0.', { code: INVALID_INPUT_CODE }),
      'Enter a quantity above 0.',
    ],
    ['any other error’s message', new Error('Storage is full'), 'Storage is full'],
    ['the fallback for an error without a message', new Error(''), 'Failed'],
    ['the fallback for something not an error', 'boom', 'Failed'],
  ])('shows %s', (_name, error, shown) => {
    expect(failureMessage(error, 'Failed')).toBe(shown);
  });
});

describe('showFieldErrors', () => {
  const fields = ['name', 'email'] as const;

  it('puts the first message of each known field under it and says so', () => {
    const setError = vi.fn();
    const error = new ApiRequestError('Check the form.', {
      status: 422,
      fieldErrors: {
        name: ['Enter a name.', 'Too short.'],
        email: ['Enter a valid e-mail.'],
        farm_id: ['x'],
      },
    });
    expect(showFieldErrors(error, setError, fields)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Enter a name.' }],
      ['email', { type: 'server', message: 'Enter a valid e-mail.' }],
    ]);
  });

  it('answers false when no field of the form has a message, so the form shows the general one', () => {
    const setError = vi.fn();
    const onlyOthers = new ApiRequestError('Bad', { status: 422, fieldErrors: { farm_id: ['Required'] } });
    expect(showFieldErrors(onlyOthers, setError, fields)).toBe(false);
    expect(showFieldErrors(new ApiRequestError('Bad', { status: 500 }), setError, fields)).toBe(false);
    expect(showFieldErrors(new Error('x'), setError, fields)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('blankToNull', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    [' Lot 7 ', 'Lot 7'],
  ])('turns %j into %j', (value, expected) => {
    expect(blankToNull(value)).toBe(expected);
  });
});
