import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BusEnvelope } from '@csw/contracts';
import { BusProvider, createIsolatedBus } from '@csw/event-bus';
import { createFakeApi } from '@csw/storage/testing';
import { useDailySummaries } from './use-daily-summaries';

describe('useDailySummaries', () => {
  beforeEach(() => localStorage.clear());

  it('announces each new summary once, at start and when it asks again', async () => {
    jest.useFakeTimers();
    const items = [
      { planId: 'p1', planTitle: 'Seize OBJ FOX', documentId: 'd1', createdAt: '2027-03-14T06:00:00.000Z' },
    ];
    const api = createFakeApi({
      'GET /api/plans/summaries': () => ({ items: [...items], now: '2027-03-14T06:01:00.000Z' }),
    });
    const bus = createIsolatedBus();
    const told: BusEnvelope<'assistant/message-requested'>[] = [];
    bus.subscribe('assistant/message-requested', (e) => told.push(e));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BusProvider bus={bus}>{children}</BusProvider>
    );
    const { unmount } = renderHook(() => useDailySummaries(api, 'u1', 1_000), { wrapper });
    await act(async () => {
      await Promise.resolve();
    });
    expect(told.map((e) => e.payload.content)).toEqual([
      'The daily summary of "Seize OBJ FOX" is in your library.',
    ]);
    items.push({
      planId: 'p1',
      planTitle: 'Seize OBJ FOX',
      documentId: 'd2',
      createdAt: '2027-03-15T06:00:00.000Z',
    });
    await act(async () => {
      jest.advanceTimersByTime(1_000);
      await Promise.resolve();
    });
    expect(told).toHaveLength(2);
    // The second call asks only for what is new since the server's clock of the first answer.
    expect(api.calls.at(-1)!.query).toEqual({ since: '2027-03-14T06:01:00.000Z' });
    unmount();
    jest.useRealTimers();
  });
});
