// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkTabs, Tabs } from './tabs';

afterEach(cleanup);

const items = [
  { value: 'desc', label: 'Deskripsi', content: <p>Untuk demam</p> },
  { value: 'dose', label: 'Dosis', content: <p>3 × sehari</p> },
  { value: 'side', label: 'Efek samping', content: <p>Mual</p> },
];

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, Home and End, showing one panel at a time', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Info produk" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Info produk' })).toBeTruthy();
    const [first, second, third] = screen.getAllByRole('tab');
    expect(first!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Untuk demam');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(first!.id);
    await user.tab();
    expect(document.activeElement).toBe(first);
    // Only the chosen tab is in the Tab order: the next Tab goes to its panel, not to the next tab.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(second);
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('3 × sehari');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Mual');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Untuk demam');
  });
});

describe('LinkTabs', () => {
  it('is a labelled nav of links with the current one marked as the page', () => {
    const Stub = createRoutesStub([
      {
        path: '/order',
        Component: () => (
          <LinkTabs
            label="Status pesanan"
            items={[
              { href: '/order?tab=all', label: 'Semua', current: false },
              { href: '/order?tab=paid', label: 'Dibayar', current: true },
            ]}
          />
        ),
      },
    ]);
    const html = renderToStaticMarkup(<Stub initialEntries={['/order?tab=paid']} />);
    expect(html).toMatch(/<nav aria-label="Status pesanan"/);
    expect(html).not.toContain('role="tab');
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/order\?tab=paid"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
});
