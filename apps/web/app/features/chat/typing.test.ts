import { describe, expect, it } from 'vitest';
import { applyTyping, liveTypers, nextExpiry, stopTypingOf, TypingSignal } from './typing';

const rina = { id: 'PHARM', name: 'apt. Rina', side: 'counterpart' as const };

describe('the typing indicator', () => {
  it('shows from a typing frame and goes by itself after expires_in_ms', () => {
    const typers = applyTyping([], { user: rina, typing: true, expires_in_ms: 5000 }, 1_000);
    expect(liveTypers(typers, 5_999)).toHaveLength(1);
    expect(liveTypers(typers, 6_000)).toHaveLength(0);
    expect(nextExpiry(typers, 2_000)).toBe(6_000);
    expect(nextExpiry(typers, 6_000)).toBeNull();
  });

  it('a new frame renews it; typing false or a zero ttl ends it at once', () => {
    let typers = applyTyping([], { user: rina, typing: true, expires_in_ms: 5000 }, 0);
    typers = applyTyping(typers, { user: rina, typing: true, expires_in_ms: 5000 }, 4_000);
    expect(typers).toHaveLength(1);
    expect(liveTypers(typers, 8_000)).toHaveLength(1);
    expect(applyTyping(typers, { user: rina, typing: false, expires_in_ms: 0 }, 4_100)).toEqual([]);
    expect(applyTyping(typers, { user: rina, typing: true, expires_in_ms: 0 }, 4_100)).toEqual([]);
  });

  it('holds an absurd ttl to half a minute', () => {
    const typers = applyTyping([], { user: rina, typing: true, expires_in_ms: 10 * 60_000 }, 0);
    expect(liveTypers(typers, 30_001)).toEqual([]);
  });

  it('a message from the typer ends the indicator', () => {
    const typers = applyTyping([], { user: rina, typing: true, expires_in_ms: 5000 }, 0);
    expect(stopTypingOf(typers, 'PHARM', 'counterpart')).toEqual([]);
    expect(stopTypingOf(typers, 'SOMEONE', 'counterpart')).toHaveLength(1);
  });
});

describe('TypingSignal: what goes out', () => {
  it('says "typing" once, then at most every interval while typing goes on, and "stopped" once', () => {
    const sent: boolean[] = [];
    const signal = new TypingSignal((typing) => sent.push(typing), 2000);
    signal.input('h', 0);
    signal.input('ha', 500);
    signal.input('hal', 1_900);
    expect(sent).toEqual([true]);
    signal.input('halo', 2_100);
    expect(sent).toEqual([true, true]);
    signal.input('', 2_200);
    signal.input('   ', 2_300);
    expect(sent).toEqual([true, true, false]);
    signal.stop();
    expect(sent).toEqual([true, true, false]);
    signal.input('lagi', 2_400);
    expect(sent).toEqual([true, true, false, true]);
  });
});
