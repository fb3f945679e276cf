import { act, renderHook } from '@testing-library/react';
import { SUCCESS_CLOSE_MS, useCloseAfterSuccess } from './use-close-after-success';

describe('useCloseAfterSuccess', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes the dialog 1.5 s after a success, not before', () => {
    const close = jest.fn();
    const { rerender } = renderHook(({ succeeded }) => useCloseAfterSuccess(succeeded, close), {
      initialProps: { succeeded: false },
    });
    rerender({ succeeded: true });
    act(() => jest.advanceTimersByTime(SUCCESS_CLOSE_MS - 1));
    expect(close).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps a dialog whose action failed open, however long it stays', () => {
    const close = jest.fn();
    renderHook(() => useCloseAfterSuccess(false, close));
    act(() => jest.advanceTimersByTime(10 * SUCCESS_CLOSE_MS));
    expect(close).not.toHaveBeenCalled();
  });

  it('does not close a dialog that went away before the time was up', () => {
    const close = jest.fn();
    const { unmount } = renderHook(() => useCloseAfterSuccess(true, close));
    unmount();
    act(() => jest.advanceTimersByTime(2 * SUCCESS_CLOSE_MS));
    expect(close).not.toHaveBeenCalled();
  });
});
