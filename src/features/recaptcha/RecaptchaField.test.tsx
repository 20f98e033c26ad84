import { createRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { testConfig } from '../../testing/testConfig';
import type { ConsentState } from '../consent';
import { RecaptchaField, type RecaptchaFieldHandle } from './index';
import { recaptchaOnloadName, recaptchaScriptSrc, resetRecaptchaLoader } from './loadRecaptcha';
import type { RecaptchaWindow } from './recaptchaApi';
import { FakeGrecaptcha, installFakeGrecaptcha } from './testing/fakeGrecaptcha';

const consented: ConsentState = { maps: 'unknown', recaptcha: 'granted', analytics: 'unknown' };
const robotBox = () => screen.findByRole('checkbox', { name: "I'm not a robot" });
const field = () => screen.getByRole('group', { name: 'Security check' });

afterEach(() => {
  delete (window as RecaptchaWindow).grecaptcha;
  resetRecaptchaLoader();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

function renderField(consent: ConsentState = consented, error?: string) {
  const onToken = jest.fn();
  const ref = createRef<RecaptchaFieldHandle>();
  const view = renderWithProviders(
    <RecaptchaField ref={ref} siteKey="site-key" onToken={onToken} error={error} />,
    { preloadedState: { consent } },
  );
  return { onToken, ref, ...view };
}

describe('RecaptchaField', () => {
  it('asks for consent first; Accept records it and shows the widget with the site key', async () => {
    const { grecaptcha } = installFakeGrecaptcha();
    const { store } = renderField({ ...consented, recaptcha: 'unknown' });
    expect(
      screen.getByText('We need your consent to load the Google reCAPTCHA service'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(grecaptcha.widgets).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await robotBox()).toBeInTheDocument();
    expect(store.getState().consent.recaptcha).toBe('granted');
    expect(grecaptcha.widgets[0]?.parameters).toMatchObject({ sitekey: 'site-key', hl: 'en' });
  });

  it('needs no placeholder once the visitor consented to analytics', async () => {
    installFakeGrecaptcha();
    renderField({ maps: 'unknown', recaptcha: 'unknown', analytics: 'granted' });
    expect(await robotBox()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('hands on the token when the box is ticked, and null when it expires', async () => {
    const { grecaptcha } = installFakeGrecaptcha();
    const { onToken } = renderField();
    await userEvent.click(await robotBox());
    expect(onToken).toHaveBeenLastCalledWith('fake-token-1');

    grecaptcha.expire();
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(
      screen.getByText('The security check has expired. Please tick the box again.'),
    ).toBeInTheDocument();

    await userEvent.click(await robotBox());
    expect(onToken).toHaveBeenLastCalledWith('fake-token-2');
    expect(screen.queryByText(/has expired/)).toBeNull();
  });

  it('reports nothing once the field is gone, though the widget still runs out', async () => {
    const { grecaptcha } = installFakeGrecaptcha();
    const { onToken, unmount } = renderField();
    await userEvent.click(await robotBox());
    unmount();
    grecaptcha.expire();
    expect(onToken).toHaveBeenCalledTimes(1);
    expect(grecaptcha.widgets[0]?.container.isConnected).toBe(false);
  });

  it("says when the widget fails; 'Try again' resets it", async () => {
    const { grecaptcha } = installFakeGrecaptcha();
    const { onToken } = renderField();
    await userEvent.click(await robotBox());
    grecaptcha.fail();
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The security check lost its connection. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(grecaptcha.resets).toEqual([0]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the form reset the widget after a failed submit', async () => {
    const { grecaptcha } = installFakeGrecaptcha();
    const { onToken, ref } = renderField();
    await userEvent.click(await robotBox());
    ref.current!.reset();
    expect(grecaptcha.resets).toEqual([0]);
    expect(grecaptcha.getResponse()).toBe('');
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(await robotBox()).not.toBeChecked();
  });

  it('shows the given error at the field and links it to the field', () => {
    renderField({ ...consented, recaptcha: 'unknown' }, 'This field is required.');
    expect(field()).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
  });

  it("loads Google's script from the brand's address, says so while loading, and offers 'Try again' after a failure", async () => {
    renderWithProviders(<RecaptchaField siteKey="site-key" onToken={jest.fn()} />, {
      preloadedState: { consent: consented },
      config: testConfig({ keys: { recaptchaScriptUrl: '/demo-recaptcha/api.js' } }),
      language: 'de',
    });
    const group = screen.getByRole('group', { name: 'Sicherheitsprüfung' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Die Sicherheitsprüfung wird geladen');
    const src = recaptchaScriptSrc({ scriptUrl: '/demo-recaptcha/api.js', language: 'de' });
    const script = () =>
      Array.from(document.head.getElementsByTagName('script')).find((s) => s.src === src);
    await waitFor(() => expect(script()).toBeDefined());
    script()!.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Sicherheitsprüfung konnte nicht geladen werden.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(script()).toBeDefined());
    const api = new FakeGrecaptcha();
    (window as RecaptchaWindow).grecaptcha = api;
    (window as unknown as Record<string, () => void>)[recaptchaOnloadName]!();
    expect(await robotBox()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.widgets[0]?.parameters).toMatchObject({ sitekey: 'site-key', hl: 'de' });
  });
});
