import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, firstError, inputClass } from './field';

/** The attributes of the one element matching `tag` in server HTML. */
function attrs(html: string, tag: string): Record<string, string> {
  const element = html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? '';
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe('Field', () => {
  it('points the control at its hint and its error, and marks it invalid', () => {
    const html = renderToStaticMarkup(
      <Field label="Nomor ponsel" hint="Kami kirim kode lewat SMS" errors={['Nomor ponsel wajib diisi', 'Nomor ponsel tidak valid']}>
        {(control) => <input {...control} name="phone" />}
      </Field>,
    );
    const input = attrs(html, 'input');
    const label = attrs(html, 'label');
    expect(label.for).toBe(input.id);
    expect(input['aria-invalid']).toBe('true');
    const described = input['aria-describedby']!.split(' ');
    expect(described).toEqual([`${input.id}-hint`, `${input.id}-error`]);
    expect(html).toContain(`id="${input.id}-hint"`);
    expect(html).toMatch(new RegExp(`id="${input.id}-error"[^>]*>Nomor ponsel wajib diisi<`));
    // One error at a time: the first.
    expect(html).not.toContain('tidak valid');
  });

  it('describes a valid control by its hint alone, and by nothing without one', () => {
    const withHint = attrs(renderToStaticMarkup(<Field label="Nama" hint="Seperti di KTP">{(c) => <input {...c} />}</Field>), 'input');
    expect(withHint['aria-describedby']).toBe(`${withHint.id}-hint`);
    expect(withHint['aria-invalid']).toBeUndefined();
    const bare = renderToStaticMarkup(<Field label="Nama">{(c) => <input {...c} />}</Field>);
    expect(bare).not.toContain('aria-describedby');
    expect(bare).not.toContain('aria-invalid');
  });

  it('keeps an id the page chose, so a link can point at the control', () => {
    const html = renderToStaticMarkup(
      <Field label="Catatan" id="order-note" errors="Terlalu panjang">
        {(c) => <textarea {...c} />}
      </Field>,
    );
    expect(attrs(html, 'textarea').id).toBe('order-note');
    expect(attrs(html, 'textarea')['aria-describedby']).toBe('order-note-error');
  });

  it('takes the first real error however errors arrive', () => {
    expect(firstError(undefined)).toBeUndefined();
    expect(firstError('')).toBeUndefined();
    expect(firstError([undefined, 'Wajib diisi'])).toBe('Wajib diisi');
    expect(inputClass(true)).toContain('border-danger');
    expect(inputClass(false)).not.toContain('border-danger');
    // A size of the caller's replaces the default one instead of competing with it.
    expect(inputClass(false, 'w-40 text-lg').split(' ')).toEqual(expect.arrayContaining(['w-40', 'text-lg', 'px-3']));
    expect(inputClass(false, 'w-40 text-lg').split(' ')).not.toContain('w-full');
    expect(inputClass(false, 'w-40 text-lg').split(' ')).not.toContain('text-sm');
    expect(inputClass(false, 'text-ink').split(' ')).toContain('text-sm');
  });
});
