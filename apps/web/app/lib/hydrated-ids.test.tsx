import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IdScope, useCountedId } from './hydrated-ids';

function Labelled({ label, children }: { label: string; children?: React.ReactNode }) {
  const id = useCountedId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
      {children}
    </p>
  );
}

function Page() {
  return (
    <IdScope>
      <Labelled label="a">
        <Labelled label="a.1" />
      </Labelled>
      <Labelled label="b" />
    </IdScope>
  );
}

// The builds' ids (docs/decisions/026-preact-in-the-browser.md): counted in render order, which the
// server's React and the browser's Preact share, so the hydrated page gets the ids the HTML carries.
describe('hydrated ids', () => {
  it('are counted in render order, depth first', () => {
    const html = renderToStaticMarkup(<Page />);
    expect([...html.matchAll(/<label for="([^"]+)">([^<]+)/g)].map((m) => `${m[2]}=${m[1]}`)).toEqual(['a=uid-0', 'a.1=uid-1', 'b=uid-2']);
  });

  it('start again for each page render, so concurrent requests do not shift each other’s ids', () => {
    expect(renderToStaticMarkup(<Page />)).toBe(renderToStaticMarkup(<Page />));
  });

  it('give each component its own id', () => {
    const seen: string[] = [];
    function Probe() {
      seen.push(useCountedId());
      return null;
    }
    renderToStaticMarkup(
      <IdScope>
        <Probe />
        <Probe />
      </IdScope>,
    );
    expect(seen).toEqual(['uid-0', 'uid-1']);
  });
});
