// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { LazySheet } from './lazy-sheet';
import { Sheet } from './sheet';

afterEach(cleanup);

function Harness({ sheet = false }: { sheet?: boolean }) {
  const [open, setOpen] = useState(false);
  const body = (
    <>
      <label>
        Minimum <input name="min" />
      </label>
      <button type="button">Terapkan</button>
    </>
  );
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Filter
      </button>
      <a href="/elsewhere">Outside</a>
      {sheet ? (
        <Sheet open={open} onClose={() => setOpen(false)} title="Filter produk" closeLabel="Tutup filter">
          {body}
        </Sheet>
      ) : (
        <Dialog open={open} onOpenChange={setOpen} title="Filter produk" description="Pilih yang dicari" closeLabel="Tutup filter">
          {body}
        </Dialog>
      )}
    </main>
  );
}

describe('Dialog', () => {
  it('is a named modal dialog that holds the focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Filter' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filter produk' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Pilih yang dicari').id);
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The page behind is hidden from assistive tech while the dialog is open.
    expect(screen.getByRole('link', { name: 'Outside', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
    // Tabbing cycles inside; it never reaches the link behind.
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands the focus back on the next tick, once the dialog is gone.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Tutup filter' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing on the server while closed', () => {
    const html = renderToString(<Harness />);
    expect(html).not.toContain('Filter produk');
    expect(html).not.toContain('role="dialog"');
  });
});

describe('Sheet', () => {
  it('is the same dialog, and Escape tells its owner to close', async () => {
    const user = userEvent.setup();
    render(<Harness sheet />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = screen.getByRole('dialog', { name: 'Filter produk' });
    expect(sheet.className).toContain('bottom-0');
    expect(sheet.hasAttribute('aria-describedby')).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' })));
  });
});

describe('LazySheet', () => {
  function LazyHarness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Filter
        </button>
        <LazySheet open={open} onClose={() => setOpen(false)} title="Filter produk" closeLabel="Tutup filter">
          <input aria-label="Minimum" />
        </LazySheet>
      </>
    );
  }

  it('fetches the sheet on first opening, then behaves like it', async () => {
    expect(renderToString(<LazyHarness />)).not.toContain('Filter produk');
    const user = userEvent.setup();
    render(<LazyHarness />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter produk' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' })));
  });
});
