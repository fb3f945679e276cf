import { ApiError, errorFromResponse } from './api-client';
import {
  describeError,
  SERVER_FAULT_MESSAGE,
  tooManyRequestsMessage,
  UNREACHABLE_MESSAGE,
} from './describe-error';

describe('describeError', () => {
  it("shows the server's own sentence as is", () => {
    const refused = errorFromResponse(
      403,
      JSON.stringify({ message: 'Only the owner or a user with full access can delete this document.' }),
    );
    expect(describeError(refused)).toBe(
      'Only the owner or a user with full access can delete this document.',
    );
  });

  it('never shows a bare server code: a server fault says what to do', () => {
    expect(describeError(errorFromResponse(500, 'Internal'))).toBe(SERVER_FAULT_MESSAGE);
    expect(describeError(errorFromResponse(502, ''))).toBe(SERVER_FAULT_MESSAGE);
    expect(describeError(errorFromResponse(500, JSON.stringify({ code: 'SYSTEM_ERROR' })))).toBe(
      SERVER_FAULT_MESSAGE,
    );
    expect(SERVER_FAULT_MESSAGE).toMatch(/Try again/);
  });

  it('says the server could not be reached when the network fails', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe(UNREACHABLE_MESSAGE);
    expect(describeError(new ApiError('', 0, null))).toBe(UNREACHABLE_MESSAGE);
  });

  it('falls back for anything without words', () => {
    expect(describeError(null)).toBe('Something went wrong. Please try again.');
    expect(describeError(errorFromResponse(400, 'BAD'), 'The folder could not be made.')).toBe(
      'The folder could not be made.',
    );
  });

  it('tells a throttled person when to try again, from Retry-After', () => {
    // A gateway's bare answer: the wait comes from its Retry-After.
    expect(describeError(errorFromResponse(429, 'Too Many Requests', '42'))).toBe(
      'Too many requests. Wait 42 seconds and try again.',
    );
    expect(describeError(errorFromResponse(429, '', '1'))).toBe(
      'Too many requests. Wait 1 second and try again.',
    );
    expect(describeError(errorFromResponse(429, '', '600'))).toBe(
      'Too many requests. Wait 10 minutes and try again.',
    );
    expect(describeError(errorFromResponse(429, ''))).toBe('Too many requests. Wait a minute and try again.');
    // The server's own sentence already says when (a locked account): shown as is.
    const locked =
      'Too many failed sign-in attempts. This account is locked for 15 minutes; try again later or contact your administrator.';
    expect(describeError(errorFromResponse(429, JSON.stringify({ message: locked }), '900'))).toBe(locked);
    expect(tooManyRequestsMessage(59.2)).toBe('Too many requests. Wait 60 seconds and try again.');
  });
});
