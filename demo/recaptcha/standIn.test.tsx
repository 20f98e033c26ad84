import { createRef } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecaptchaField, type RecaptchaFieldHandle } from '../../src/features/recaptcha';
import { resetRecaptchaLoader } from '../../src/features/recaptcha/loadRecaptcha';
import type { Grecaptcha, RecaptchaWindow } from '../../src/features/recaptcha/recaptchaApi';
import { renderWithProviders } from '../../src/testing/renderWithProviders';
import { testConfig } from '../../src/testing/testConfig';
import { resetDemoState } from '../handlers';
import { buildBundleInNode, runScript } from '../testing/standInBundle';
import { recaptchaBundles } from './bundle';
import { recaptchaScriptPath, recaptchaTokenPath } from './paths';
import { bootParamsOf, standInScript } from './scriptText';
import { issueRecaptchaToken, verifyRecaptchaToken } from './tokens';

/* The stand-in as the shop meets it: the shop's RecaptchaField loads it through its loader, and
   the widget asks the demo host for tokens (here the token endpoint's logic, behind fetch). */

const page = window as RecaptchaWindow;
let bundle: string;
/** What the next token requests get: the host's answer, a shorter life, or no network. */
let network: { lifetimeSeconds?: number; offline?: boolean };

beforeAll(() => {
  bundle = buildBundleInNode(recaptchaBundles.standIn);
});

beforeEach(() => {
  network = {};
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    expect(String(input)).toBe(recaptchaTokenPath);
    if (network.offline) throw new TypeError('Failed to fetch');
    const { sitekey } = JSON.parse(String(init?.body)) as { sitekey: string };
    const issued = issueRecaptchaToken(sitekey);
    if (!issued) return Response.json({ success: false }, { status: 400 });
    return Response.json({ ...issued, expiresInSeconds: network.lifetimeSeconds ?? 120 });
  });
});

afterEach(() => {
  delete page.grecaptcha;
  resetRecaptchaLoader();
  for (const script of Array.from(document.head.getElementsByTagName('script'))) script.remove();
  resetDemoState();
});

/** The field with consent given, on the stand-in served the way the demo host serves it. */
async function renderOnStandIn(siteKey = 'demo-recaptcha-key', language: 'en' | 'de' = 'en') {
  const onToken = jest.fn();
  const ref = createRef<RecaptchaFieldHandle>();
  renderWithProviders(<RecaptchaField ref={ref} siteKey={siteKey} onToken={onToken} />, {
    preloadedState: { consent: { maps: 'unknown', recaptcha: 'granted', analytics: 'unknown' } },
    config: testConfig({ keys: { recaptcha: siteKey, recaptchaScriptUrl: recaptchaScriptPath } }),
    language,
  });
  const tag = await waitFor(() => {
    const found = Array.from(document.head.getElementsByTagName('script')).find(
      (script) => new URL(script.src).pathname === recaptchaScriptPath,
    );
    expect(found).toBeDefined();
    return found!;
  });
  const query = new URL(tag.src).searchParams;
  expect(query.get('render')).toBe('explicit');
  // jsdom does not fetch scripts: the test runs what the demo host would answer for this tag.
  await act(async () => runScript(standInScript(bundle, bootParamsOf(query))));
  return { onToken, ref, grecaptcha: page.grecaptcha as Grecaptcha };
}

describe('the reCAPTCHA stand-in under the shop field', () => {
  it('renders a labelled checkbox; ticking it hands the field a token the server accepts once', async () => {
    const { onToken, grecaptcha } = await renderOnStandIn();
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await userEvent.click(box);
    await waitFor(() => expect(onToken).toHaveBeenCalledTimes(1));
    const token = onToken.mock.calls[0]![0] as string;
    expect(grecaptcha.getResponse()).toBe(token);
    expect(screen.getByText('You are verified')).toBeInTheDocument();
    expect(box).toBeChecked();

    // A passed check stays ticked.
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(verifyRecaptchaToken(token)).toBe(true);
    expect(verifyRecaptchaToken(token)).toBe(false);
  });

  it('speaks German with hl=de', async () => {
    await renderOnStandIn('demo-recaptcha-key', 'de');
    expect(await screen.findByRole('checkbox', { name: 'Ich bin kein Roboter' })).toBeVisible();
  });

  it('expires the token when its time is up and the field hands on null', async () => {
    network.lifetimeSeconds = 0.05;
    const { onToken, grecaptcha } = await renderOnStandIn();
    await userEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(onToken).toHaveBeenLastCalledWith(null));
    expect(onToken).toHaveBeenCalledTimes(2);
    expect(grecaptcha.getResponse()).toBe('');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByText('Verification expired. Check the checkbox again.')).toBeInTheDocument();
    expect(
      screen.getByText('The security check has expired. Please tick the box again.'),
    ).toBeInTheDocument();
  });

  it("reports a lost connection through error-callback; the field's 'Try again' resets it", async () => {
    network.offline = true;
    const { onToken } = await renderOnStandIn();
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await userEvent.click(box);
    expect(
      await screen.findByText('The security check lost its connection. Please try again.'),
    ).toBeInTheDocument();
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(box).not.toBeChecked();

    network.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(box);
    await waitFor(() => expect(onToken).toHaveBeenLastCalledWith(expect.any(String)));
  });

  it("shows Google's site-owner error for the key 'invalid' and calls error-callback", async () => {
    const { onToken } = await renderOnStandIn('invalid');
    expect(await screen.findByText('ERROR for site owner: Invalid site key')).toBeInTheDocument();
    expect(
      await screen.findByText('The security check lost its connection. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(onToken).toHaveBeenCalledWith(null);
  });

  it('resets to an unticked box when the form asks, forgetting the token', async () => {
    const { onToken, ref, grecaptcha } = await renderOnStandIn();
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await userEvent.click(box);
    await waitFor(() => expect(grecaptcha.getResponse()).not.toBe(''));
    act(() => ref.current!.reset());
    expect(grecaptcha.getResponse()).toBe('');
    expect(box).not.toBeChecked();
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('behaves like Google on misuse: a used container, a missing site key, an unknown widget', async () => {
    const { grecaptcha } = await renderOnStandIn();
    const used = document.createElement('div');
    used.append('taken');
    expect(() => grecaptcha.render(used, { sitekey: 'k' })).toThrow('already been rendered');
    expect(() => grecaptcha.render(document.createElement('div'), { sitekey: '' })).toThrow(
      'Missing required parameters: sitekey',
    );
    expect(() => grecaptcha.reset(7)).toThrow('Invalid reCAPTCHA client id: 7');
  });
});
