import { act, renderHook, waitFor } from '@testing-library/react';
import { apiFailure } from './testing/fake-api';
import { useRequest } from './use-request';

describe('useRequest', () => {
  it('loads, keeps the previous answer while reading again, and drops an overtaken answer', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const load = (key: string) => () => new Promise<string>((resolve) => (answers[key] = resolve));
    const { result, rerender } = renderHook(({ key }) => useRequest(load(key), key), {
      initialProps: { key: 'a' },
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    act(() => answers.a!('A'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'A' }));
    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading', value: 'A' });
    rerender({ key: 'c' });
    act(() => answers.b!('B'));
    act(() => answers.c!('C'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'C' }));
  });

  it("says the server's words by default, 'The {what} could not be loaded.' when named", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fail = () =>
      Promise.reject(apiFailure(503, 'The library is being re-indexed. Try again in a minute.'));
    const own = renderHook(() => useRequest(fail, 'x'));
    await waitFor(() =>
      expect(own.result.current.state).toMatchObject({
        message: 'The library is being re-indexed. Try again in a minute.',
      }),
    );
    const named = renderHook(() => useRequest(fail, 'y', { what: 'audit log' }));
    await waitFor(() =>
      expect(named.result.current.state).toMatchObject({ message: 'The audit log could not be loaded.' }),
    );
  });
});
