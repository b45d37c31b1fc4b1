import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Reads the test answers by hand, so a second call can come while the first read is on its way. */
const waiting: Array<(body: { unread: number; data: unknown[] }) => void> = [];
const call = vi.fn(
  () =>
    new Promise((resolve) => {
      waiting.push((data) => resolve({ ok: true, body: { data } }));
    }),
);
vi.mock('~/lib/api', () => ({ quietBrowserApi: () => ({ call }) }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const notification = (id: number) => ({ id, read: false });

describe('loadNotifications', () => {
  beforeEach(() => {
    call.mockClear();
    waiting.length = 0;
  });

  it('reads once more when the socket says a notification came while a read was on its way', async () => {
    const store = await import('./notifications-store');
    const first = store.loadNotifications();
    await flush();
    expect(waiting).toHaveLength(1);
    // The socket's counter grew while the first read (sent before the notification existed) runs.
    store.unreadChanged(1);
    waiting.shift()!({ unread: 0, data: [] });
    await flush();
    expect(call).toHaveBeenCalledTimes(2);
    waiting.shift()!({ unread: 1, data: [notification(7)] });
    await first;
    const state = store.notificationsSnapshot();
    expect(state.unread).toBe(1);
    expect(state.items).toEqual([notification(7)]);
  });

  it('many calls during one read make one more read, not one each', async () => {
    const store = await import('./notifications-store');
    const done = store.loadNotifications();
    await flush();
    store.loadNotifications();
    store.loadNotifications();
    store.loadNotifications();
    waiting.shift()!({ unread: 0, data: [] });
    await flush();
    expect(waiting).toHaveLength(1);
    waiting.shift()!({ unread: 2, data: [notification(1), notification(2)] });
    await done;
    expect(call).toHaveBeenCalledTimes(2);
    expect(store.notificationsSnapshot().unread).toBe(2);
  });
});
