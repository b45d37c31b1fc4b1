import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SocialLinks, socialIconKind } from './social-links';

describe('socialIconKind', () => {
  it("gives 'telephone' the phone icon, whatever its case or spacing", () => {
    expect(socialIconKind('telephone')).toBe('phone');
    expect(socialIconKind(' Telephone ')).toBe('phone');
  });

  it('gives every other network a plain link icon unless it is a known channel', () => {
    expect(socialIconKind('instagram')).toBe('link');
    expect(socialIconKind('phone')).toBe('link');
    expect(socialIconKind('whatsapp')).toBe('whatsapp');
    expect(socialIconKind('e-mail')).toBe('mail');
  });
});

describe('SocialLinks', () => {
  const html = renderToStaticMarkup(
    <SocialLinks
      networks={[
        { name: 'instagram', url: 'https://www.instagram.com/apotek.id' },
        { name: 'telephone', url: 'tel:+622130001234' },
      ]}
    />,
  );

  it('links each network by its name and url, opening web pages in a new tab', () => {
    expect(html).toMatch(/<a href="https:\/\/www\.instagram\.com\/apotek\.id" data-social="instagram" target="_blank" rel="noopener noreferrer"[^>]*>.*instagram<\/a>/);
    expect(html).toMatch(/<a href="tel:\+622130001234" data-social="telephone" class=[^>]*>.*telephone<\/a>/);
  });

  it("draws the phone icon (the handset path) for 'telephone' only", () => {
    const telephone = html.slice(html.indexOf('data-social="telephone"'));
    expect(telephone).toMatch(/<svg[^>]*data-icon="phone"[^>]*><path d="M5 4h3l2 5-2\.5 1\.5/);
    const instagram = html.slice(html.indexOf('data-social="instagram"'), html.indexOf('data-social="telephone"'));
    expect(instagram).toContain('data-icon="link"');
    expect(instagram).not.toContain('data-icon="phone"');
  });

  it('renders nothing when the API lists no networks', () => {
    expect(renderToStaticMarkup(<SocialLinks networks={[]} />)).toBe('');
  });
});
