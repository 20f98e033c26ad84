import { act, screen, within } from '@testing-library/react';
import type { CmsModule } from '../../../api/types';
import { renderCmsModules } from './renderCmsModules';

const countdown: CmsModule = {
  id: 'hp-countdown',
  type: 'countdown',
  headline: 'Early booking discount ends in',
  date: '2026-12-31T23:59:59Z',
};
const end = Date.parse('2026-12-31T23:59:59Z');
const editor = { config: { cmsUser: true } };
// Half a second past a whole second: the few milliseconds the lazy chunk takes to arrive under
// fake timers do not change the whole seconds shown.
const before = (seconds: number) => end - seconds * 1000 - 500;

async function shownUnits() {
  const region = await screen.findByRole('region', { name: 'Early booking discount ends in' });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

// Days, hours, minutes and seconds, ticking every second, zeros after the target, hidden unless a
// CMS user is logged in (docs/rules/cms-modules.md, "Countdown").
describe('the countdown module', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('ticks every second for a CMS editor, marked as only visible to editors', async () => {
    jest.useFakeTimers({ now: before((2 * 24 + 3) * 3600 + 4 * 60 + 5) });
    renderCmsModules([countdown], editor);
    expect(await shownUnits()).toEqual(['2 Days', '3 Hours', '4 Minutes', '5 Seconds']);
    expect(screen.getByText('Only visible to CMS editors')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(await shownUnits()).toEqual(['2 Days', '3 Hours', '4 Minutes', '4 Seconds']);
    act(() => jest.advanceTimersByTime(5000));
    expect(await shownUnits()).toEqual(['2 Days', '3 Hours', '3 Minutes', '59 Seconds']);
  });

  it('stops at zeros when the target passes and never goes negative', async () => {
    jest.useFakeTimers({ now: before(2) });
    renderCmsModules([countdown], editor);
    expect(await shownUnits()).toEqual(['0 Days', '0 Hours', '0 Minutes', '2 Seconds']);
    act(() => jest.advanceTimersByTime(10_000));
    expect(await shownUnits()).toEqual(['0 Days', '0 Hours', '0 Minutes', '0 Seconds']);
  });

  it('still shows an editor a countdown long after its date, in zeros', async () => {
    jest.useFakeTimers({ now: end + 86_400_000 });
    renderCmsModules([countdown], editor);
    expect(await shownUnits()).toEqual(['0 Days', '0 Hours', '0 Minutes', '0 Seconds']);
  });

  it('is hidden from visitors', async () => {
    renderCmsModules([countdown, { id: 't', type: 'freeText', headline: 'After', html: '' }]);
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: countdown.headline })).not.toBeInTheDocument();
  });

  it('speaks German to German visitors', async () => {
    jest.useFakeTimers({ now: before(61) });
    renderCmsModules([{ ...countdown, headline: 'Frühbucher-Rabatt endet in' }], {
      ...editor,
      language: 'de',
    });
    const region = await screen.findByRole('region', { name: 'Frühbucher-Rabatt endet in' });
    expect(within(region).getByText('Minuten')).toBeInTheDocument();
    expect(screen.getByText('Nur für CMS-Redakteure sichtbar')).toBeInTheDocument();
  });
});
