import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { newsletterEmailState } from '@apotek/contract/rules/email';
import { NewsletterInput } from './newsletter-input';

function render(value: string): string {
  return renderToStaticMarkup(<NewsletterInput id="n" value={value} state={newsletterEmailState(value)} placeholder="e-mail" onChange={() => {}} />);
}

describe('newsletter input', () => {
  it('has no state style when empty', () => {
    const html = render('');
    expect(html).toContain('data-state="empty"');
    expect(html).not.toContain('border-success');
    expect(html).not.toContain('border-danger');
    expect(html).not.toContain('aria-invalid');
  });

  it('is green for a valid address', () => {
    const html = render('budi@demo.apotek.id');
    expect(html).toContain('data-state="valid"');
    expect(html).toContain('border-success');
  });

  it('is red and marked invalid for an invalid address', () => {
    const html = render('budi@');
    expect(html).toContain('data-state="invalid"');
    expect(html).toContain('border-danger');
    expect(html).toContain('aria-invalid="true"');
  });
});
