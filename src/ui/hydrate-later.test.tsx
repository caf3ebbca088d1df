// Unit tests for later sections: in place in the build's HTML once their code is loaded; a missing one leaves the page.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { laterSection, loadLaterSections } from './hydrate-later';

describe('laterSection', () => {
  it('renders in place once its code is loaded, as the build renders a page', async () => {
    let loads = 0;
    const Topics = laterSection<{ name: string }>(() => {
      loads += 1;
      return Promise.resolve({ default: ({ name }: { name: string }) => <p>Topics for {name}</p> });
    });
    expect(renderToString(<Topics name="Amina" />)).not.toContain('Topics for');
    await loadLaterSections();
    expect(renderToString(<Topics name="Amina" />)).toContain('Topics for <!-- -->Amina');
    await loadLaterSections();
    expect(loads).toBe(1);
  });

  it('leaves the rest of the page when its code cannot be had, and the build fails on it', async () => {
    const Broken = laterSection<object>(() => Promise.reject(new Error('offline')));
    const html = renderToString(
      <main>
        <h1>Help</h1>
        <Broken />
        <footer>Contact</footer>
      </main>,
    );
    expect(html).toContain('<h1>Help</h1>');
    expect(html).toContain('<footer>Contact</footer>');
    await expect(loadLaterSections()).rejects.toThrow('offline');
  });
});
