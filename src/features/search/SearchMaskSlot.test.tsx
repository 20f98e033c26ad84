import { screen } from '@testing-library/react';
import { stageSettled } from '../../app/takeover';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { testConfig } from '../../testing/testConfig';
import { SearchMaskSlot } from './SearchMaskSlot';

setupDemoHost();

describe('SearchMaskSlot', () => {
  it('keeps a page taking over from a snapshot busy until the mask is there', async () => {
    const { container } = renderWithProviders(
      <main>
        <h1>Holidays</h1>
        <SearchMaskSlot />
      </main>,
      { route: '/en-gb', config: testConfig({ locale: 'en-gb' }) },
    );
    // The placeholder's height is the mask's one row; its real height depends on its texts, so
    // a take-over must not swap before the mask itself is in.
    expect(stageSettled(container)).toBe(false);

    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(stageSettled(container)).toBe(true);
  });
});
