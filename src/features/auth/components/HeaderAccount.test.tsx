import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { readCookie } from '../../../lib/cookies';
import { selectAuth } from '../authSlice';
import { fakeProvider, loggedInEarlier } from '../testing/fakeAuth0Sdk';
import { loginConfig, startAsNewPage } from '../testing/authTestSetup';
import HeaderAccount from './HeaderAccount';

jest.mock('@auth0/auth0-spa-js', () => jest.requireActual('../testing/fakeAuth0Sdk'));

const render = (route = '/en-gb/search?page=2') =>
  renderWithProviders(<HeaderAccount locale="en-gb" />, { config: loginConfig(), route });

beforeEach(() => startAsNewPage());

describe('the header account area', () => {
  it('offers login and sign-up to a visitor, each opening the provider once', async () => {
    const user = userEvent.setup();
    const { store } = render();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(fakeProvider.calls.filter((c) => c.method === 'loginWithRedirect')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    expect(selectAuth(store.getState()).redirecting).toBe(true);
    // The login comes back to the page it started on.
    expect(readCookie('hs_login_return')).toBe('/en-gb/search?page=2');
  });

  it('shows a verified user as a link to the account page, with a logout', async () => {
    loggedInEarlier({ nickname: 'erika', email_verified: true });
    render();
    const link = await screen.findByRole('link', { name: 'erika' });
    expect(link).toHaveAttribute('href', '/en-gb/login');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /not verified/ })).not.toBeInTheDocument();
  });

  it('shows an unverified user without a link, and the warning icon with its tooltip', async () => {
    const user = userEvent.setup();
    loggedInEarlier({ nickname: 'max', email_verified: false });
    render();
    const warning = await screen.findByRole('button', { name: 'E-mail address not verified' });
    expect(screen.queryByRole('link', { name: 'max' })).not.toBeInTheDocument();
    expect(screen.getByText('max')).toBeInTheDocument();
    expect(warning).toHaveAccessibleDescription('Please check your mails and verify your email');
    const tooltip = () => screen.getByText('Please check your mails and verify your email');
    expect(tooltip()).not.toBeVisible();

    await user.tab();
    expect(warning).toHaveFocus();
    expect(tooltip()).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeVisible();
    expect(warning).toHaveFocus();
    await user.hover(warning);
    expect(tooltip()).toBeVisible();
    await user.unhover(warning);
    expect(tooltip()).not.toBeVisible();
    // The verification link brings the visitor back here.
    expect(readCookie('hs_verify_return')).toBe('/en-gb/search?page=2');
  });

  it('logs out from where the visitor is', async () => {
    const user = userEvent.setup();
    loggedInEarlier({ nickname: 'erika', email_verified: true });
    render('/en-gb/favorites');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() =>
      expect(fakeProvider.calls.find((c) => c.method === 'logout')?.options).toEqual({
        logoutParams: { returnTo: 'http://localhost/en-gb/auth/logged-out' },
      }),
    );
    expect(readCookie('hs_logout_return')).toBe('/en-gb/favorites');
  });

  it('says in German that the e-mail needs verifying', async () => {
    loggedInEarlier({ nickname: 'max', email_verified: false });
    renderWithProviders(<HeaderAccount locale="de-de" />, {
      config: loginConfig(),
      language: 'de',
    });
    expect(
      await screen.findByRole('button', { name: 'E-Mail-Adresse nicht bestätigt' }),
    ).toHaveAccessibleDescription(
      'Bitte prüfen Sie Ihre E-Mails und bestätigen Sie Ihre E-Mail-Adresse',
    );
  });

  it('shows nothing for a brand without the login flag', () => {
    const { container } = renderWithProviders(<HeaderAccount locale="en-gb" />);
    expect(container).toBeEmptyDOMElement();
    expect(fakeProvider.clientsMade).toBe(0);
  });
});
