import { describe, expect, it } from 'vitest';
import { parseDecision, parseRxQueueTab, RX_QUEUE_TABS } from './queue-tabs';

describe('prescription queue tabs', () => {
  it('defaults to what waits for the pharmacist, and keeps a known tab', () => {
    expect(parseRxQueueTab(null)).toBe('open');
    expect(parseRxQueueTab('nonsense')).toBe('open');
    expect(parseRxQueueTab('needs_clarification')).toBe('needs_clarification');
    expect(RX_QUEUE_TABS.open).toEqual(['submitted', 'in_review']);
    expect(RX_QUEUE_TABS.approved).toContain('partly_redeemed');
  });

  it('shows a decision only when both the status and the id are ones a decision could have said', () => {
    expect(parseDecision(new URLSearchParams('decided=approved&rx=RX-1N1JHCDCP9'))).toEqual({ status: 'approved', id: 'RX-1N1JHCDCP9' });
    expect(parseDecision(new URLSearchParams('decided=approved&rx=<script>'))).toBeNull();
    expect(parseDecision(new URLSearchParams('decided=redeemed&rx=RX-1N1JHCDCP9'))).toBeNull();
    expect(parseDecision(new URLSearchParams(''))).toBeNull();
  });
});
