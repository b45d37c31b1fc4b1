import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_UNSUPPORTED, startServiceWorker } from './service-worker';

function fakeWindow(nav: object, readyState: DocumentReadyState = 'complete') {
  const listeners = new Map<string, () => void>();
  return {
    win: { navigator: nav, document: { readyState }, addEventListener: (type: string, fn: () => void) => listeners.set(type, fn) } as unknown as Window,
    fire: (type: string) => listeners.get(type)?.(),
  };
}

describe('service worker registration', () => {
  afterEach(() => vi.restoreAllMocks());

  it("throws SPEC §8's message where the browser has no service worker", () => {
    expect(() => registerServiceWorker({} as Navigator)).toThrow(SERVICE_WORKER_UNSUPPORTED);
    expect(SERVICE_WORKER_UNSUPPORTED).toBe('serviceWorker is not supported in current browser!');
  });

  it('registers /sw.js for the whole site', async () => {
    const register = vi.fn().mockResolvedValue({ scope: '/' });
    await registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('catches the unsupported error and only notes it, never as an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => startServiceWorker(fakeWindow({}).win)).not.toThrow();
    expect(info).toHaveBeenCalledWith('Service worker not registered:', SERVICE_WORKER_UNSUPPORTED);
    expect(error).not.toHaveBeenCalled();
  });

  it('waits for the load event before registering, and swallows a refused registration', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const register = vi.fn().mockRejectedValue(new Error('blocked by policy'));
    const { win, fire } = fakeWindow({ serviceWorker: { register } }, 'interactive');
    startServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    fire('load');
    expect(register).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Service worker not registered:', 'blocked by policy'));
  });
});
