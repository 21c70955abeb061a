import { describe, expect, it, vi } from 'vitest';
import { readFieldMessage } from '@cmt/contract/field-messages';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from './apply-server-errors';

// The real client starts the session watch (localStorage) on import; only the error class matters here.
vi.mock('../../lib/api-client', () => ({
  ApiError: class ApiError extends Error {
    status: number;
    code: string;
    details?: unknown;
    constructor(status: number, code: string, message: string, details?: unknown) {
      super(message);
      this.status = status;
      this.code = code;
      this.details = details;
    }
  },
}));

type Form = { title: string; value: string[]; link: string };

describe('applyServerErrors', () => {
  it('keeps the key and params of a contract field message, so the form shows it in the UI language', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'body.link: …', [
      {
        path: ['body', 'link'],
        message: 'Upload the image to a Banners folder first',
        key: 'imageInFolder',
        params: { folder: 'Banners' },
      },
    ]);
    applyServerErrors<Form>(error, setError, { fields: ['link'] });
    const message = setError.mock.calls[0]![1].message as string;
    expect(readFieldMessage(message)).toEqual({
      key: 'imageInFolder',
      params: { folder: 'Banners' },
      text: 'Upload the image to a Banners folder first',
    });
  });

  it('puts body issues on the matching fields, falling back to the nearest declared parent', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'body.title: Enter a title', [
      { path: ['body', 'title'], message: 'Enter a title' },
      { path: ['body', 'value', 2], message: 'Too long' },
      { path: ['query', 'folder'], message: 'Invalid option' },
    ]);
    const placed = applyServerErrors<Form>(error, setError, { fields: ['title', 'value', 'link'] });
    expect(placed).toBe(true);
    expect(setError).toHaveBeenCalledTimes(2);
    expect(setError).toHaveBeenCalledWith(
      'title',
      { type: 'server', message: 'Enter a title' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'value',
      { type: 'server', message: 'Too long' },
      { shouldFocus: false },
    );
  });

  it('maps a known error code to its field, and reports nothing placed otherwise', () => {
    const setError = vi.fn();
    const duplicate = new ApiError(409, 'DUPLICATE_KEY', 'exists');
    const options = {
      fields: ['title'] as const,
      codes: { DUPLICATE_KEY: { field: 'title' as const, message: 'Taken' } },
    };
    expect(applyServerErrors<Form>(duplicate, setError, options)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'title',
      { type: 'server', message: 'Taken' },
      { shouldFocus: true },
    );
    expect(applyServerErrors<Form>(new ApiError(500, 'INTERNAL', 'boom'), setError, options)).toBe(false);
    expect(applyServerErrors<Form>(new Error('offline'), setError, options)).toBe(false);
  });
});
