import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Action } from '@reduxjs/toolkit';
import { demoState } from '../../../../demo/handlers';
import { App } from '../../../app/App';
import type { HostConfig } from '../../../config/hostConfig';
import de from '../../../i18n/catalogues/de';
import en from '../../../i18n/catalogues/en';
import { makeTestStore } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { testConfig } from '../../../testing/testConfig';
import { installFakeGrecaptcha } from '../../recaptcha/testing';
import { complaintServerErrorCases } from './testing/serverErrorCases';
import { testFile } from './testing/testFiles';

setupDemoHost();
afterEach(() => {
  document.cookie = 'demo_faults=; max-age=0; path=/';
});

/** The shop at /en-gb/contact, with every action the store sees recorded. */
async function openForm(config: HostConfig = testConfig(), language: 'en' | 'de' = 'en') {
  window.history.pushState({}, '', language === 'de' ? '/de-de/contact' : '/en-gb/contact');
  const store = makeTestStore();
  const actions: Action[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Action) => {
    actions.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  render(<App store={store} config={config} messages={language === 'de' ? de : en} />);
  await screen.findByRole('heading', { level: 1, name: 'Contact form' });
  const user = userEvent.setup({ applyAccept: false });
  return { user, actions, form: screen.getByRole('form', { name: 'Contact form' }) };
}

type User = ReturnType<typeof userEvent.setup>;
const send = () => screen.getByRole('button', { name: 'Send' });
const group = (name: string) => screen.getByRole('group', { name });

async function fillRequired(user: User, bookingNumber = 'BK123456', email = 'erika@example.com') {
  await user.click(within(group('Reason for contact')).getByRole('radio', { name: 'Complaint' }));
  await user.type(screen.getByLabelText('Booking number'), bookingNumber);
  await user.click(
    within(group('Did you contact the tour guide on site?')).getByRole('radio', { name: 'No' }),
  );
  await user.click(within(group('Salutation')).getByRole('radio', { name: 'Mrs' }));
  await user.type(screen.getByLabelText('First name'), 'Erika');
  await user.type(screen.getByLabelText('Last name'), 'Muster');
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Your message'), 'The pool was closed.');
}

const formSubmitted = (actions: Action[]) =>
  actions.filter((action) => action.type === 'analytics/formSubmitted');

describe('complaint form', () => {
  it("is headed by the page's complaint form module, with its link", async () => {
    await openForm();
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '/en-gb/faq',
    );
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });

  it('speaks German to German visitors', async () => {
    // The demo CMS module's headline is 'Contact form' in every language.
    const { user } = await openForm(testConfig({ locale: 'de-de' }), 'de');
    expect(await screen.findByRole('button', { name: 'Absenden' })).toBeDisabled();
    await user.click(screen.getByLabelText('Buchungsnummer'));
    await user.tab();
    expect(await screen.findByText('Dieses Feld ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByLabelText('Land')).toHaveDisplayValue('Bitte wählen');
  });

  it('keeps Send disabled while pristine or invalid, and shows an error once its field is touched', async () => {
    const { user } = await openForm();
    expect(send()).toBeDisabled();
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Booking number'));
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Booking number')).toHaveAccessibleDescription(
      'This field is required.',
    );
    // Only the touched field says so.
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    await fillRequired(user);
    await waitFor(() => expect(send()).toBeEnabled());
    await user.clear(screen.getByLabelText('Your message'));
    await user.tab();
    await waitFor(() => expect(send()).toBeDisabled());
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(
      /This field is required\./,
    );
  });

  it('says when the concerns pass 2000 characters', async () => {
    const { user } = await openForm();
    const concerns = screen.getByLabelText('Your message');
    await user.click(concerns);
    await user.paste('x'.repeat(2001));
    await user.tab();
    expect(await screen.findByText('Max length is 2000 chars.')).toBeInTheDocument();
    expect(screen.getByText('2001 of 2000 characters')).toBeInTheDocument();
  });

  it('sends the complaint once and replaces the form by "Successfully submitted"', async () => {
    const { user, actions } = await openForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Attachments (optional)'), [
      testFile('invoice.pdf', 'application/pdf', 2_300),
    ]);
    // A small file's size in kB, never "(0 MB)".
    expect(screen.getByText('invoice.pdf (3 kB)')).toBeInTheDocument();
    await waitFor(() => expect(send()).toBeEnabled());
    await user.dblClick(send());
    expect(await screen.findByText('Successfully submitted')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByText('Successfully submitted')).toHaveFocus());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(demoState.complaints).toBe(1);
    // Analytics hear the outcome, never the values.
    expect(formSubmitted(actions)).toEqual([
      { type: 'analytics/formSubmitted', payload: { form: 'complaint', outcome: 'success' } },
    ]);
    expect(JSON.stringify(actions)).not.toMatch(/Erika|erika@example\.com|BK123456|invoice/);
  });

  it.each(complaintServerErrorCases)(
    'booking number %s, e-mail %s: the banner says "%s", closes, and the values stay',
    async (booking, email, text) => {
      const { user, actions } = await openForm();
      await fillRequired(user, booking, email);
      await waitFor(() => expect(send()).toBeEnabled());
      await user.click(send());
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(text);
      expect(formSubmitted(actions)).toEqual([
        { type: 'analytics/formSubmitted', payload: { form: 'complaint', outcome: 'failure' } },
      ]);
      await user.click(within(banner).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() => expect(send()).toHaveFocus());
      expect(screen.getByLabelText('Booking number')).toHaveValue(booking);
      expect(screen.getByLabelText('E-mail address')).toHaveValue(email);
      expect(screen.getByLabelText('Your message')).toHaveValue('The pool was closed.');
      expect(send()).toBeEnabled();
    },
  );

  it('shows "A technical error occurred." when the server fails', async () => {
    document.cookie = 'demo_faults=complaint_form:status=500; path=/';
    const { user } = await openForm();
    await fillRequired(user);
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('A technical error occurred.');
  });
});

describe('complaint attachments', () => {
  const picker = () => screen.getByLabelText('Attachments (optional)');

  const fileCases: [string, File[], string][] = [
    [
      'a text file',
      [testFile('notes.txt', 'text/plain')],
      'Allowed file formats: pdf, jpg, jpeg, png, mov, mp4.',
    ],
    ['an empty file', [testFile('empty.pdf', 'application/pdf', 0)], 'A file is empty.'],
    [
      'a file of 100 MB + 1 byte',
      [testFile('film.mp4', 'video/mp4', 104_857_601)],
      'File max size is 100 MB.',
    ],
    [
      'files of 100 MB + 1 byte together',
      [
        testFile('a.mov', 'video/quicktime', 52_428_800),
        testFile('b.mov', 'video/quicktime', 52_428_801),
      ],
      'The size of the total attachment exceeds the volume of 100 MB.',
    ],
    [
      '21 files',
      Array.from({ length: 21 }, (_, i) => testFile(`p${i}.png`, 'image/png')),
      'You can select max 20 files.',
    ],
  ];
  it.each(fileCases.map(([label, files, text]) => [label, text, files] as const))(
    '%s: "%s" until removed',
    async (_label, text, files) => {
      const { user } = await openForm();
      await user.upload(picker(), files);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(picker()).toHaveAccessibleDescription(new RegExp(text.replace(/[.()]/g, '\\$&')));
      await user.click(screen.getByRole('button', { name: `Remove ${files[0]?.name ?? ''}` }));
      await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
    },
  );

  it('adds picks to the list and takes 20 files of exactly 100 MB in all', async () => {
    const { user } = await openForm();
    const files = Array.from({ length: 20 }, (_, i) =>
      testFile(`photo${i}.jpg`, 'image/jpeg', 5_242_880),
    );
    await user.upload(picker(), files.slice(0, 10));
    await user.upload(picker(), files.slice(10));
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(20);
    expect(
      screen.queryByText(/max 20 files|Allowed file formats|File max size|empty|exceeds/),
    ).toBeNull();
  });
});

describe('complaint form security check', () => {
  const withKey = () => testConfig({ keys: { recaptcha: 'demo-recaptcha-key' } });

  it('shows the consent placeholder first; the form waits for a token, which is used once', async () => {
    const { grecaptcha, uninstall } = installFakeGrecaptcha();
    try {
      const { user } = await openForm(withKey());
      const check = group('Security check');
      expect(
        within(check).getByText(/We need your consent to load the Google reCAPTCHA service/),
      ).toBeInTheDocument();
      await fillRequired(user, 'UNKNOWN-2');
      await waitFor(() =>
        expect(screen.getByLabelText('Your message')).toHaveValue('The pool was closed.'),
      );
      expect(send()).toBeDisabled();
      await user.click(within(check).getByRole('button', { name: 'Accept' }));
      const robot = await within(check).findByRole('checkbox', { name: "I'm not a robot" });
      demoState.recaptchaTokens.set('fake-token-1', Date.now() + 60_000);
      await user.click(robot);
      await waitFor(() => expect(send()).toBeEnabled());
      await user.click(send());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your booking number cannot be found.',
      );
      // The token is spent: the check starts again and Send waits for it.
      expect(grecaptcha.resets).toEqual([0]);
      await waitFor(() => expect(send()).toBeDisabled());
      const [banner] = screen
        .getAllByRole('alert')
        .filter((alert) => alert.textContent?.includes('Your booking number cannot be found'));
      await user.click(within(banner as HTMLElement).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(group('Security check')).toHaveFocus());
      expect(
        within(group('Security check')).getByText('This field is required.'),
      ).toBeInTheDocument();
    } finally {
      uninstall();
    }
  });
});

describe('Fill forms', () => {
  it('fills every field but the files outside production builds', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Fill forms' }));
    expect(screen.getByLabelText('Booking number')).toHaveValue('BK123456');
    await waitFor(() => expect(send()).toBeEnabled());
  });
});
