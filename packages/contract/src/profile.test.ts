import { describe, expect, it } from 'vitest';
import { birthDateProblem, jakartaToday, NOTIFICATION_MATRIX, notificationWanted, updateProfileBody } from './profile.ts';

describe('birthDateProblem', () => {
  const today = '2026-01-15';
  it('accepts a past calendar day and today', () => {
    expect(birthDateProblem('1990-04-17', today)).toBeNull();
    expect(birthDateProblem('2026-01-15', today)).toBeNull();
    expect(birthDateProblem('1906-01-15', today)).toBeNull();
  });
  it('refuses a day that is not on the calendar, the future, and more than 120 years ago', () => {
    expect(birthDateProblem('2001-02-30', today)).toBe('birthDateInvalid');
    expect(birthDateProblem('17/04/1990', today)).toBe('birthDateInvalid');
    expect(birthDateProblem('2026-01-16', today)).toBe('birthDateFuture');
    expect(birthDateProblem('1906-01-14', today)).toBe('birthDateTooOld');
  });
});

it('jakartaToday is the date in Asia/Jakarta (UTC+7)', () => {
  expect(jakartaToday(new Date('2026-01-15T16:59:59Z'))).toBe('2026-01-15');
  expect(jakartaToday(new Date('2026-01-15T17:00:00Z'))).toBe('2026-01-16');
});

it('updateProfileBody reads empty form fields as cleared and keeps absent ones absent', () => {
  expect(updateProfileBody.parse({ name: ' Rina ', birth_date: '', gender: '' })).toEqual({ name: 'Rina', birth_date: null, gender: null });
  expect(updateProfileBody.parse({ name: 'Rina' })).toEqual({ name: 'Rina' });
  expect(updateProfileBody.safeParse({ name: 'Rina', gender: 'x' }).success).toBe(false);
});

describe('notificationWanted', () => {
  it('keeps essential cells on whatever is stored, and reads optional ones with their defaults', () => {
    const stored = new Map([
      ['orders.push', false],
      ['promotions.email', true],
    ]);
    expect(notificationWanted('orders', 'push', stored)).toBe(true);
    expect(notificationWanted('promotions', 'push', new Map())).toBe(true);
    expect(notificationWanted('promotions', 'push', new Map([['promotions.push', false]]))).toBe(false);
    expect(notificationWanted('promotions', 'email', new Map())).toBe(false);
    expect(notificationWanted('promotions', 'email', stored)).toBe(true);
    expect(notificationWanted('orders', 'sms', stored)).toBe(false);
  });
  it('makes only promotions optional', () => {
    const optional = Object.entries(NOTIFICATION_MATRIX).flatMap(([c, cells]) => Object.entries(cells).filter(([, v]) => v.mode === 'optional').map(([ch]) => `${c}.${ch}`));
    expect(optional).toEqual(['promotions.push', 'promotions.email', 'promotions.sms']);
  });
});
