import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang';

describe('textLang', () => {
  it('marks a text the API answered in Indonesian for want of English', () => {
    const product = { untranslated: ['indications', 'packaging'] as const };
    expect(textLang({ untranslated: [...product.untranslated] }, 'indications')).toBe('id');
    expect(textLang({ untranslated: [...product.untranslated] }, 'packaging')).toBe('id');
  });

  it('leaves translated texts and names to the page language', () => {
    expect(textLang({ untranslated: ['indications'] }, 'dosage')).toBeUndefined();
    expect(textLang({ untranslated: [] }, 'storage')).toBeUndefined();
    expect(textLang({ untranslated: ['indications'] }, 'manufacturer')).toBeUndefined();
  });
});
