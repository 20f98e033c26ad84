import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { testConfig } from '../../testing/testConfig';
import { ConsentGate } from './ConsentGate';

describe('consent placeholder', () => {
  it('asks for consent, then shows the service after Accept', async () => {
    const { store } = renderWithProviders(
      <ConsentGate service="maps" serviceName="Google Maps">
        <p>The map</p>
      </ConsentGate>,
    );
    expect(
      screen.getByText('We need your consent to load the Google Maps service'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The map')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('The map')).toBeInTheDocument();
    expect(store.getState().consent.maps).toBe('granted');
    expect(store.getState().consent.recaptcha).toBe('unknown');
  });

  it('reads the one consent state: a service granted elsewhere shows at once', () => {
    renderWithProviders(
      <ConsentGate service="recaptcha" serviceName="reCAPTCHA">
        <p>The captcha</p>
      </ConsentGate>,
      {
        preloadedState: {
          consent: { maps: 'unknown', recaptcha: 'granted', analytics: 'unknown' },
        },
      },
    );
    expect(screen.getByText('The captcha')).toBeInTheDocument();
  });

  it('counts the consent of a covering service; Accept records the gated service itself', async () => {
    const gate = (
      <ConsentGate service="recaptcha" serviceName="Google reCAPTCHA" alsoGrantedBy={['analytics']}>
        <p>The captcha</p>
      </ConsentGate>
    );
    const covered = renderWithProviders(gate, {
      preloadedState: {
        consent: { maps: 'unknown', recaptcha: 'unknown', analytics: 'granted' },
      },
    });
    expect(screen.getByText('The captcha')).toBeInTheDocument();
    covered.unmount();

    const { store } = renderWithProviders(gate);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('The captcha')).toBeInTheDocument();
    expect(store.getState().consent).toEqual({
      maps: 'unknown',
      recaptcha: 'granted',
      analytics: 'unknown',
    });
  });

  it("opens the data protection declaration with 'More Information'", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderWithProviders(
      <ConsentGate service="maps" serviceName="Google Maps">
        <p>The map</p>
      </ConsentGate>,
      {
        config: testConfig({
          privacyUrl: 'https://brand.example.test/privacy',
          allowedOrigins: ['https://brand.example.test'],
        }),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'More Information' }));
    expect(open).toHaveBeenCalledWith('https://brand.example.test/privacy', '_blank', 'noopener');
  });
});
