import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { testConfig } from '../../../testing/testConfig';
import { keepReturnPath } from '../../auth';
import { fakeProvider, loggedInEarlier, resetFakeProvider } from '../../auth/testing';
import { loginConfig, startAsNewPage } from '../../auth/testing';
import { state } from '../../../../demo/handlers/state';
import { newsletterErrorOf } from './newsletterSaga';
import {
  customerUpdateOf,
  profileSchema,
  profileValuesOf,
  subscribeSchema,
} from './newsletterValues';

jest.mock('@auth0/auth0-spa-js', () => jest.requireActual('../../auth/testing/fakeAuth0Sdk'));

const server = setupDemoHost();

/** Bodies and headers of the requests to one endpoint path, as the demo host received them. */
function watchRequests(path: string) {
  const seen: { body: unknown; headers: Headers }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith(path)) return;
    seen.push({ body: await request.clone().json(), headers: request.headers });
  };
  server.events.on('request:start', listener);
  return seen;
}

beforeEach(() => {
  startAsNewPage();
  sessionStorage.clear();
});
afterEach(() => {
  server.events.removeAllListeners();
  resetFakeProvider();
});

describe('newsletter subscribe', () => {
  it('asks for an e-mail and the terms, then shows the success and a way home', async () => {
    const user = userEvent.setup();
    const sent = watchRequests('/ajax/newsletter/subscribe');
    renderApp('/en-gb/newsletter');
    const form = await screen.findByRole('region', { name: 'Subscribe to our newsletter' });
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(within(form).getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    // The first error is scrolled to (and focused) after 50 ms.
    await waitFor(() => expect(within(form).getByLabelText('E-mail address')).toHaveFocus());

    await user.type(within(form).getByLabelText('E-mail address'), 'not-an-address');
    await user.tab();
    expect(within(form).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('E-mail address'));
    await user.type(within(form).getByLabelText('E-mail address'), 'lisa@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /privacy policy/ }));
    await user.dblClick(within(form).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('heading', { name: 'Almost done!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the homepage' })).toHaveAttribute('href', '/en-gb');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      email: 'lisa@example.com',
      source: 'newsletter-page',
      listId: 'holiday-news',
    });
    expect(sent[0]?.headers.get('X-Authorization')).toBeNull();
  });

  it("sends a signed-in user's bearer token as X-Authorization", async () => {
    const user = userEvent.setup();
    loggedInEarlier({ nickname: 'erika', email_verified: true });
    const sent = watchRequests('/ajax/newsletter/subscribe');
    renderApp('/en-gb/newsletter', loginConfig());
    const form = await screen.findByRole('region', { name: 'Subscribe to our newsletter' });
    await user.type(within(form).getByLabelText('E-mail address'), 'erika@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    // The success headline takes the focus, so it is read out.
    const success = await screen.findByRole('heading', { name: 'Almost done!' });
    await waitFor(() => expect(success).toHaveFocus());
    expect(sent[0]?.headers.get('X-Authorization')).toBe('Bearer fake-access-token');
  });

  it("shows the server's error in a closable banner and keeps what was typed, even over a reload", async () => {
    const user = userEvent.setup();
    const first = renderApp('/en-gb/newsletter');
    const form = await screen.findByRole('region', { name: 'Subscribe to our newsletter' });
    await user.type(within(form).getByLabelText('E-mail address'), 'fail@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    const banner = await within(form).findByRole('alert');
    expect(banner).toHaveTextContent('Something went wrong');
    expect(within(form).getByLabelText('E-mail address')).toHaveValue('fail@example.com');
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    first.unmount();
    renderApp('/en-gb/newsletter');
    const again = await screen.findByRole('region', { name: 'Subscribe to our newsletter' });
    expect(within(again).getByLabelText('E-mail address')).toHaveValue('fail@example.com');
  });
});

describe('newsletter unsubscribe', () => {
  const page = (query: string) => `/en-gb/newsletter-unsubscribe${query}`;

  it('marks Yes disabled without an e-mail, and pressing it says Invalid email', async () => {
    const user = userEvent.setup();
    renderApp(page(''));
    const yes = await screen.findByRole('button', { name: 'Yes' });
    expect(yes).toHaveAttribute('aria-disabled', 'true');
    await user.click(yes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email');
  });

  it.each([
    ['demo@example.com', null],
    ['gone@example.com', 'Email already unsubscribed'],
    ['nobody@example.com', 'Unknown email'],
  ])('%s: Yes answers %s', async (email, error) => {
    const user = userEvent.setup();
    renderApp(
      page(
        `?newsletter_recipient=${encodeURIComponent(email)}&newsletter_unsubscribe_list_id=holiday-news`,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    if (error) expect(await screen.findByRole('alert')).toHaveTextContent(error);
    else {
      expect(
        await screen.findByRole('heading', { name: 'Sorry to see you go' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'To the homepage' })).toBeInTheDocument();
    }
  });

  it('No keeps the subscription and says so', async () => {
    const user = userEvent.setup();
    renderApp(page('?newsletter_recipient=demo%40example.com'));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(
      await screen.findByRole('heading', { name: 'Glad you are staying' }),
    ).toBeInTheDocument();
  });
});

describe('newsletter customer edit', () => {
  it('loads the profile of newsletter_update_id, checks it and saves it', async () => {
    const user = userEvent.setup();
    const sent = watchRequests('/ajax/newsletter/update-customer');
    renderApp(
      '/en-gb/newsletter-profile?newsletter_update_id=nl-demo-0001',
      testConfig({ features: { milesProgramme: true } }),
    );
    const birthdate = await screen.findByLabelText('Date of birth');
    expect(birthdate).toHaveValue('12.08.1984');
    expect(screen.getByLabelText('First name')).toHaveValue('Erika');
    expect(screen.getByRole('checkbox', { name: 'Frankfurt (FRA)' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();

    // At most 3 airports: with 3 chosen the others wait.
    await user.click(screen.getByRole('checkbox', { name: 'Zürich (ZRH)' }));
    expect(screen.getByRole('checkbox', { name: 'Wien (VIE)' })).toBeDisabled();

    await user.clear(birthdate);
    await user.type(birthdate, '31021990');
    expect(birthdate).toHaveValue('31.02.1990');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Invalid date')).toBeInTheDocument();
    await user.clear(birthdate);
    await user.type(birthdate, '28021990');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(
      await screen.findByText('Thank you, your newsletter profile has been saved.'),
    ).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({
      customer: 'nl-demo-0001',
      listId: 'holiday-news',
      birthdate: '1990-02-28',
      hasMilesMore: 'No',
      preferredAirports: ['FRA', 'MUC', 'ZRH'],
    });
  });

  it('says in words, not as a message id, that at most 3 airports may be chosen', async () => {
    const user = userEvent.setup();
    const customer = state.customers.get('nl-demo-0001')!;
    customer.preferredAirports = ['FRA', 'MUC', 'ZRH', 'VIE'];
    renderApp('/en-gb/newsletter-profile?newsletter_update_id=nl-demo-0001');
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please choose at most 3 airports.')).toBeInTheDocument();
    expect(screen.queryByText('newsletter.error.tooManyAirports')).not.toBeInTheDocument();
  });

  it('says to check the id when the profile cannot be loaded', async () => {
    renderApp('/en-gb/newsletter-profile?newsletter_update_id=nl-nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please ensure the provided id is correct and reload the page to try again',
    );
  });

  it("loads a signed-in customer's profile without an id, and offers Change password", async () => {
    loggedInEarlier({
      nickname: 'erika',
      email_verified: true,
      user_metadata: { list_id: 'holiday-news', newsletter: true },
    });
    renderApp('/en-gb/newsletter-profile', loginConfig());
    expect(await screen.findByLabelText('Last name')).toHaveValue('Mustermann');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('confirms a changed password once, on the profile the provider returned to', async () => {
    const user = userEvent.setup();
    startAsNewPage('/en-gb/auth/logged-in?code=abc&state=xyz');
    loggedInEarlier({ nickname: 'erika', email_verified: true });
    fakeProvider.appState = { screen: 'forgotPassword' };
    keepReturnPath('loginReturn', '/en-gb/newsletter-profile');
    renderApp('/en-gb/auth/logged-in?code=abc&state=xyz', loginConfig());
    const confirmation = await screen.findByText('Your password has been changed.');
    expect(confirmation).toHaveAttribute('role', 'status');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(await screen.findByLabelText('Last name')).toHaveValue('Mustermann');
    // Away and back: said once only.
    await user.click(screen.getByRole('link', { name: 'Favourites' }));
    await waitFor(() => expect(screen.queryByLabelText('Last name')).not.toBeInTheDocument());
    window.history.back();
    expect(await screen.findByLabelText('Last name')).toBeInTheDocument();
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });

  it('asks the provider for its change-password screen one second after the click', async () => {
    const user = userEvent.setup();
    loggedInEarlier({ nickname: 'erika', email_verified: true });
    renderApp('/en-gb/newsletter-profile', loginConfig());
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('button', { name: 'Taking you to the login…' })).toBeDisabled();
    await waitFor(() =>
      expect(
        fakeProvider.calls.find((call) => call.method === 'loginWithRedirect')?.options,
      ).toMatchObject({
        authorizationParams: { initialScreen: 'forgotPassword', max_age: 300 },
        appState: { screen: 'forgotPassword' },
      }),
    );
  });
});

describe('newsletter rules', () => {
  it('shows unknown server codes as they are and anything else as genericError', () => {
    expect(newsletterErrorOf({ error: 'unknownUnsubscribeEmail' })).toBe('unknownUnsubscribeEmail');
    expect(newsletterErrorOf({ error: 'mailboxFull' })).toBe('mailboxFull');
    expect(newsletterErrorOf(null)).toBe('genericError');
    expect(newsletterErrorOf({ error: 42 })).toBe('genericError');
  });

  it('reads every valid birth date back as the date it was shown as', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const values = profileValuesOf({
            salutation: '',
            firstName: '',
            lastName: '',
            birthdate: iso,
            hasChildren: '',
            country: '',
            email: 'a@b.de',
            trackingPermission: false,
            preferredAirports: [],
            preferredTravelTypes: [],
            subscribed: true,
          });
          return customerUpdateOf(values, false).birthdate === iso;
        },
      ),
    );
  });

  it('never crashes on hostile input and answers with known messages only', () => {
    const known = new Set([
      'newsletter.error.required',
      'newsletter.error.email',
      'newsletter.error.terms',
      'newsletter.error.invalidDate',
      'newsletter.error.tooManyAirports',
    ]);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 20 }), (text, date) => {
        const errors: string[] = [];
        for (const [schema, value] of [
          [subscribeSchema, { email: text, terms: text.length % 2 === 0 }],
          [profileSchema, { email: text, birthdate: date, preferredAirports: [] }],
        ] as const) {
          try {
            schema.validateSync(value, { abortEarly: false });
          } catch (error) {
            errors.push(...(error as { errors: string[] }).errors);
          }
        }
        return errors.every((id) => known.has(id));
      }),
    );
  });
});
