import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsModule } from '../../../api/types';
import { renderCmsModules } from './renderCmsModules';

const ticker: CmsModule = {
  id: 'hp-news',
  type: 'newsTicker',
  separator: '+++',
  messages: [
    { text: 'New: direct flights to Marsa Alam', link: '/en-gb/egypt' },
    { text: 'Fixed child prices on Crete' },
  ],
  pages: ['homepage'],
  link: { label: 'All offers', url: '/en-gb/gallery/AllDestinations' },
};

/** A stand-in for window.matchMedia (jsdom has none) answering the reduced-motion query. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((media: string) => ({
    media,
    matches: reduce && media.includes('prefers-reduced-motion'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// The ticker and its repetition; WCAG 2.2.2 pause, and no motion when reduced.
describe('the news ticker module', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it("brings its own rules with its chunk: the track's motion and pause", () => {
    // The stylesheet is a file the module imports, so webpack loads it with the module's chunk.
    const source = readFileSync(path.join(__dirname, 'NewsTickerModule.tsx'), 'utf8');
    expect(source).toContain("import './NewsTickerModule.css';");
    const rules = readFileSync(path.join(__dirname, 'NewsTickerModule.css'), 'utf8');
    expect(rules).toContain('@keyframes hs-ticker');
    expect(rules).toContain('.hs-ticker__track--paused');
  });

  it('runs 9 copies of 2 messages, of which assistive technology reads one', async () => {
    renderCmsModules([ticker]);
    const region = await screen.findByRole('region', { name: 'News' });
    const list = within(region).getByRole('list');
    // Copies are hidden from the accessibility tree: one message each is left to read.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Fixed child prices on Crete', { exact: false })).toHaveLength(
      9,
    );
    expect(
      within(list).getByRole('link', { name: 'New: direct flights to Marsa Alam' }),
    ).toHaveAttribute('href', '/en-gb/egypt');
    expect(within(region).getByRole('link', { name: 'All offers' })).toBeInTheDocument();
  });

  it('pauses and plays again on the button (WCAG 2.2.2)', async () => {
    renderCmsModules([ticker]);
    const pause = await screen.findByRole('button', { name: 'Pause news ticker' });
    const track = screen.getByRole('list');
    expect(track).not.toHaveClass('hs-ticker__track--paused');
    await userEvent.click(pause);
    expect(track).toHaveClass('hs-ticker__track--paused');
    const play = screen.getByRole('button', { name: 'Play news ticker' });
    expect(play).toBe(pause);
    await userEvent.click(play);
    expect(track).not.toHaveClass('hs-ticker__track--paused');
    expect(screen.getByRole('button', { name: 'Pause news ticker' })).toBeInTheDocument();
  });

  it('stands still with reduced motion: each message once, nothing to pause', async () => {
    prefersReducedMotion(true);
    renderCmsModules([ticker]);
    const region = await screen.findByRole('region', { name: 'News' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getAllByText('Fixed child prices on Crete')).toHaveLength(1);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows only on the page types it names', async () => {
    renderCmsModules([ticker, { id: 't', type: 'freeText', headline: 'After', html: '' }], {
      pageType: 'voucher',
    });
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'News' })).not.toBeInTheDocument();
  });

  it('speaks German to German visitors', async () => {
    renderCmsModules([ticker], { language: 'de' });
    const region = await screen.findByRole('region', { name: 'Neuigkeiten' });
    expect(
      within(region).getByRole('button', { name: 'Nachrichtenticker anhalten' }),
    ).toBeInTheDocument();
  });
});
