import { describe, expect, it } from 'vitest';
import en from '~/i18n/en.json';
import id from '~/i18n/id.json';
import { noticeKey } from './system-notice';

describe('noticeKey', () => {
  it('names a message in both languages for each consultation notice code, and none for other text', () => {
    for (const code of ['doctor_end_chat', 'Thank you for consulting', 'consultation_refunded']) {
      const key = noticeKey(code)!;
      expect(key).toMatch(/^chat\.system\./);
      const leaf = key.split('.').at(-1)!;
      expect((id.chat.system as Record<string, string>)[leaf]).toBeTruthy();
      expect((en.chat.system as Record<string, string>)[leaf]).toBeTruthy();
    }
    expect(noticeKey('APT-7K3M9Q2XH4')).toBeNull();
    expect(noticeKey('toString')).toBeNull();
  });
});
