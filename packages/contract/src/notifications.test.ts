import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationsQuery, pushSubscribeBody, updateNotificationBody } from './notifications.ts';

describe('notificationTarget (SPEC §2 Notification targets)', () => {
  it('sends campaigns to their page, prescriptions to theirs and everything else to the order summary', () => {
    expect(notificationTarget({ type: 'campaign', meta: '{"campaign_id":"3"}' })).toBe('/campaign/detail/3');
    expect(notificationTarget({ type: 'prescription', meta: '{"prescription_id":"RX-AB12CD34EF"}' })).toBe('/prescription/RX-AB12CD34EF');
    for (const type of ['transaction', 'appointment', 'consultation', 'something_else']) {
      expect(notificationTarget({ type, meta: '{"order_code":"APT-0123456789"}' })).toBe('/order/summary/APT-0123456789');
    }
  });

  it('sends a chat to its conversation (a recorded deviation)', () => {
    expect(notificationTarget({ type: 'chat', meta: '{"room_id":12}' })).toBe('/messages?room=12');
    expect(notificationTarget({ type: 'chat', meta: '{}' })).toBe('/messages');
  });

  it('keeps the path local and whole whatever meta holds', () => {
    expect(notificationTarget({ type: 'campaign', meta: '{"campaign_id":"../../x?y#z"}' })).toBe('/campaign/detail/..%2F..%2Fx%3Fy%23z');
    expect(notificationTarget({ type: 'transaction', meta: 'not json' })).toBe('/order/summary/');
    expect(notificationTarget({ type: 'prescription', meta: 'null' })).toBe('/prescription/');
  });
});

describe('the calls’ inputs', () => {
  it('reads unread=1|true as the unread filter, and pages as every list does', () => {
    expect(notificationsQuery.parse({ unread: '1' })).toEqual({ page: 1, perPage: 20, unread: true });
    expect(notificationsQuery.parse({ unread: 'false', page: '2' })).toEqual({ page: 2, perPage: 20, unread: false });
    expect(notificationsQuery.safeParse({ unread: 'yes' }).success).toBe(false);
  });

  it('takes the notification id as a number or a numeric string', () => {
    expect(updateNotificationBody.parse({ id: '42' })).toEqual({ id: 42 });
    expect(updateNotificationBody.safeParse({ id: 0 }).success).toBe(false);
    expect(updateNotificationBody.safeParse({}).success).toBe(false);
  });

  it('takes PushSubscription.toJSON() and refuses keys of the wrong size', () => {
    const body = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
    expect(pushSubscribeBody.safeParse(body).success).toBe(true);
    expect(pushSubscribeBody.safeParse({ ...body, keys: { ...body.keys, p256dh: 'B'.repeat(43) } }).success).toBe(false);
    expect(pushSubscribeBody.safeParse({ ...body, keys: { ...body.keys, auth: 'A'.repeat(30) } }).success).toBe(false);
    expect(pushSubscribeBody.safeParse({ ...body, endpoint: 'not a url' }).success).toBe(false);
  });
});
