import { renderWithProviders, makeTestStore } from '../../testing/renderWithProviders';
import { testConfig } from '../../testing/testConfig';
import { AnalyticsStarter } from './AnalyticsStarter';

describe('AnalyticsStarter', () => {
  it("hands the host's analytics settings and variant to the boot saga once", () => {
    const store = makeTestStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const config = testConfig({
      variant: 'alpina',
      analytics: { dataLayer: 'brandLayer', requireConsent: false },
    });
    const { rerender } = renderWithProviders(<AnalyticsStarter />, { store, config });
    rerender(<AnalyticsStarter />);
    expect(dispatch.mock.calls).toEqual([
      [
        {
          type: 'analytics/started',
          payload: {
            dataLayer: 'brandLayer',
            requireConsent: false,
            eventLog: true,
            variant: 'alpina',
          },
        },
      ],
    ]);
  });
});
