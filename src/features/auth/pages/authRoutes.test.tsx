import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { testConfig } from '../../../testing/testConfig';
import { readCookie } from '../../../lib/cookies';
import { keepReturnPath } from '../authCookies';
import { fakeProvider, loggedInEarlier } from '../testing/fakeAuth0Sdk';
import { loginConfig, startAsNewPage } from '../testing/authTestSetup';

jest.mock('@auth0/auth0-spa-js', () => jest.requireActual('../testing/fakeAuth0Sdk'));

setupDemoHost();
beforeEach(() => startAsNewPage());

const path = () => window.location.pathname + window.location.search;
const loginCalls = () => fakeProvider.calls.filter((call) => call.method === 'loginWithRedirect');

describe('the login routes', () => {
  it('logged_in_redirect handles the answer and returns to where the login started', async () => {
    keepReturnPath('loginReturn', '/en-gb/favorites');
    renderApp('/en-gb/auth/logged-in?code=abc&state=xyz', loginConfig());
    await waitFor(() => expect(path()).toBe('/en-gb/favorites'));
    expect(await screen.findByRole('link', { name: 'erika' })).toBeInTheDocument();
    expect(readCookie('hs_login_return')).toBeUndefined();
  });

  it('logged_in_redirect explains a refused login and offers to try again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/en-gb/auth/logged-in?error=access_denied&state=xyz', loginConfig());
    expect(
      await screen.findByRole('heading', { name: 'The login did not work', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not complete your login.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en-gb/login');
    warn.mockRestore();
  });

  it('logged_out_redirect returns to where the logout started, else home', async () => {
    keepReturnPath('logoutReturn', '/en-gb/favorites');
    renderApp('/en-gb/auth/logged-out', loginConfig());
    await waitFor(() => expect(path()).toBe('/en-gb/favorites'));
    expect(readCookie('hs_logout_return')).toBeUndefined();
  });

  it('the login route starts the sign-up at once and comes back to returnTo', async () => {
    renderApp('/en-gb/login?screen=signUp&returnTo=%2Fen-gb%2Fsearch', loginConfig());
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(loginCalls()[0]?.options).toMatchObject({
      authorizationParams: { screen_hint: 'signup', initialScreen: 'signUp' },
    });
    expect(readCookie('hs_login_return')).toBe('/en-gb/search');
  });

  it('the login route refuses a returnTo of another site', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/en-gb/login?returnTo=%2F%2Fevil.example', loginConfig());
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(readCookie('hs_login_return')).toBe('/en-gb');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"//evil.example"'));
  });

  it('the login route is the account page of a logged-in user', async () => {
    loggedInEarlier({ nickname: 'erika', email: 'erika@example.com', email_verified: true });
    renderApp('/en-gb/login', loginConfig());
    expect(
      await screen.findByRole('heading', { name: 'Your account', level: 1 }),
    ).toBeInTheDocument();
    // The address itself, and that it is verified.
    await waitFor(() =>
      expect(screen.getByText('E-mail address').nextElementSibling).toHaveTextContent(
        'erika@example.com (verified)',
      ),
    );
    expect(loginCalls()).toHaveLength(0);
  });

  it('verification_required asks an unverified user to verify and keeps where to come back', async () => {
    loggedInEarlier({ nickname: 'max', email_verified: false });
    renderApp('/en-gb/verification-required?returnTo=%2Fen-gb%2Fmembership', loginConfig());
    expect(
      await screen.findByText('Please check your mails and verify your email', { selector: 'p' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(readCookie('hs_verify_return')).toBe('/en-gb/membership'));
  });

  it('a returnTo that carries the basePath already comes back with it once', async () => {
    const alpina = { ...loginConfig(), basePath: '/alpina' };
    renderApp('/alpina/en-gb/login?returnTo=%2Falpina%2Fen-gb%2Fsearch', alpina);
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(readCookie('hs_login_return')).toBe('/en-gb/search');
  });

  it('verification_required sends a verified user to a returnTo with the basePath once', async () => {
    loggedInEarlier({ nickname: 'erika', email_verified: true });
    const alpina = { ...loginConfig(), basePath: '/alpina' };
    renderApp(
      '/alpina/en-gb/verification-required?returnTo=%2Falpina%2Fen-gb%2Fmembership',
      alpina,
    );
    await waitFor(() => expect(path()).toBe('/alpina/en-gb/membership'));
  });

  it('verification_required sends a verified user on at once', async () => {
    loggedInEarlier({ nickname: 'erika', email_verified: true });
    renderApp('/en-gb/verification-required?returnTo=%2Fen-gb%2Fmembership', loginConfig());
    await waitFor(() => expect(path()).toBe('/en-gb/membership'));
  });

  it('email_verification_redirect refreshes the claims and returns to the verify return', async () => {
    loggedInEarlier({ nickname: 'max', email_verified: false });
    fakeProvider.account = { nickname: 'max', email_verified: true };
    keepReturnPath('verifyReturn', '/en-gb/favorites');
    renderApp('/en-gb/auth/email-verified', loginConfig());
    await waitFor(() => expect(path()).toBe('/en-gb/favorites'));
    expect(await screen.findByRole('link', { name: 'max' })).toBeInTheDocument();
  });

  it('a brand without the login has none of these pages', async () => {
    renderApp('/en-gb/login', testConfig());
    expect(
      await screen.findByRole('heading', { name: 'Page not found', level: 1 }),
    ).toBeInTheDocument();
    expect(fakeProvider.clientsMade).toBe(0);
  });

  it('the membership module of a brand without login says what membership is, with no login', async () => {
    renderApp('/en-gb/membership', testConfig());
    expect(
      await screen.findByRole('heading', { name: 'Your member code', level: 2 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Membership comes with a Sunwave customer account/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByText('MEMBER-5')).not.toBeInTheDocument();
    expect(fakeProvider.clientsMade).toBe(0);
  });

  it('the membership module shows the code only with a verified e-mail', async () => {
    loggedInEarlier({ nickname: 'erika', email_verified: true });
    renderApp('/en-gb/membership', loginConfig());
    expect(await screen.findByText('MEMBER-5')).toBeInTheDocument();
    expect(screen.getByText('Valid for all package holidays.')).toBeInTheDocument();
  });

  it('the membership module asks an unverified user to verify, without the code', async () => {
    loggedInEarlier({ nickname: 'max', email_verified: false });
    renderApp('/en-gb/membership', loginConfig());
    expect(
      await screen.findByRole('heading', { name: 'Your member code', level: 2 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'E-mail address not verified' })).toHaveLength(
        2,
      ),
    );
    expect(screen.queryByText('MEMBER-5')).not.toBeInTheDocument();
  });

  it('the membership prompt logs in with the return through verification_required', async () => {
    const user = userEvent.setup();
    renderApp('/en-gb/membership', loginConfig());
    expect(await screen.findByText('Please log in.')).toBeInTheDocument();
    const membership = screen.getByRole('region', { name: 'Your member code' });
    const logIn = await waitFor(() => {
      const buttons = screen.getAllByRole('button', { name: 'Log in' });
      const inside = buttons.find((button) => membership.contains(button));
      if (!inside) throw new Error('no login button in the module yet');
      return inside;
    });
    await user.click(logIn);
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(readCookie('hs_login_return')).toBe(
      '/en-gb/verification-required?returnTo=%2Fen-gb%2Fmembership',
    );
    expect(screen.queryByText('MEMBER-5')).not.toBeInTheDocument();
  });
});
