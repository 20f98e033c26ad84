import { screen, within } from '@testing-library/react';
import { makeTestStore } from '../../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { shellActions } from '../../../shell';
import { allGroups, extraGroup, extraOption, transferGroup } from '../testing/extrasFixtures';
import { renderExtrasHarness, renderExtrasStep } from '../testing/renderExtrasStep';
import type { AncillaryGroup } from '../../../../api/types';
import { ExtrasStep } from './ExtrasStep';
import { layoutWithRates } from '../../../../testing/layoutWithRates';

// The store's sagas may load the shell's page data: the demo host answers them.
setupDemoHost();

const card = (name: string) => screen.getByRole('region', { name });
const transfers = () => screen.getByRole('group', { name: /^Transfer from/ });
const transferCard = () => screen.getByRole('region', { name: /^Transfer from/ });

describe('extras step', () => {
  it('offers the transfer teaser from 90 EUR and a card per extra type', () => {
    renderExtrasStep();
    expect(screen.getByRole('heading', { name: 'Extras for your holiday' })).toBeInTheDocument();
    expect(transfers()).toHaveAccessibleName('Transfer from €90.00');
    for (const name of [
      'Insurance',
      'Rental car',
      'Flight luggage',
      'Priority boarding',
      'Fast track',
      'Leg seat',
    ])
      expect(card(name)).toBeInTheDocument();
    expect(within(card('Insurance')).getByText('from €61.20')).toBeInTheDocument();
  });

  it('leaves out types without options', () => {
    renderExtrasStep({ groups: [transferGroup(), extraGroup('fastTrack', [])] });
    expect(screen.queryByRole('region', { name: 'Fast track' })).not.toBeInTheDocument();
  });

  it('chooses one priced transfer or no transfer', async () => {
    const { user, props } = renderExtrasStep();
    const bus = within(transfers()).getByRole('radio', {
      name: 'Shuttle bus (Bus, both ways), €90.00',
    });
    const none = within(transfers()).getByRole('radio', { name: 'No transfer' });
    expect(none).toBeChecked();
    expect(within(transfers()).getAllByRole('radio')).toHaveLength(4);

    await user.click(bus);
    expect(bus).toBeChecked();
    expect(props.onChoose).toHaveBeenLastCalledWith('transfer', ['transfer-bus']);

    await user.click(none);
    expect(props.onChoose).toHaveBeenLastCalledWith('transfer', []);
  });

  it('follows the transfer the server answers with', () => {
    const { rerender, props } = renderExtrasStep();
    rerender(<ExtrasStep {...props} groups={[transferGroup('transfer-private')]} />);
    expect(
      screen.getByRole('radio', { name: 'Private transfer (Private, both ways), €165.00' }),
    ).toBeChecked();
  });

  it("says 'Rental car has been removed' politely when a transfer replaces the rental car", async () => {
    const groups: AncillaryGroup[] = allGroups().map((group) =>
      group.type === 'rentalCar'
        ? { ...group, options: group.options.map((option) => ({ ...option, selected: true })) }
        : group,
    );
    const { user } = renderExtrasHarness(groups);
    // Nothing is loading, so the notice region is the only status on the page.
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    expect(
      within(card('Rental car')).getByRole('button', { name: 'Remove Rental car, economy' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('radio', { name: /^Holiday taxi/ }));

    expect(status).toHaveTextContent('Rental car has been removed');
    expect(
      within(card('Rental car')).getByRole('button', { name: 'Add Rental car, economy' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no notice when a transfer is chosen without a rental car', async () => {
    const { user } = renderExtrasHarness(allGroups());
    await user.click(screen.getByRole('radio', { name: /^Shuttle bus/ }));
    expect(screen.queryByText('Rental car has been removed')).not.toBeInTheDocument();
  });

  it('adds and removes extras with a toggle per option', async () => {
    const { user } = renderExtrasHarness(allGroups());
    const luggage = card('Flight luggage');
    await user.click(within(luggage).getByRole('button', { name: 'Add Checked bag 23 kg' }));
    const remove = within(luggage).getByRole('button', { name: 'Remove Checked bag 23 kg' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(within(luggage).getByRole('button', { name: 'Add Checked bag 23 kg' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sends the whole choice of a type: one insurance replaces the other', async () => {
    const groups = [
      extraGroup('insurance', [
        extraOption('insurance', 'ins-cancel', 'Cancellation insurance', 61.2, { selected: true }),
        extraOption('insurance', 'ins-full', 'Full protection package', 102),
      ]),
    ];
    const { user, props } = renderExtrasStep({ groups });
    await user.click(screen.getByRole('button', { name: 'Add Full protection package' }));
    expect(props.onChoose).toHaveBeenCalledWith('insurance', ['ins-full']);
    await user.click(screen.getByRole('button', { name: 'Remove Cancellation insurance' }));
    expect(props.onChoose).toHaveBeenLastCalledWith('insurance', []);
  });

  it('shows a loading state in the loading type only', () => {
    renderExtrasStep({ loadingByType: { luggage: true, transfer: true } });
    expect(card('Flight luggage')).toHaveAttribute('aria-busy', 'true');
    expect(within(card('Flight luggage')).getByRole('status')).toHaveTextContent('Updating…');
    expect(transferCard()).toHaveAttribute('aria-busy', 'true');
    expect(within(transferCard()).getByRole('status')).toHaveTextContent('Updating…');
    for (const name of ['Insurance', 'Rental car', 'Fast track', 'Leg seat']) {
      expect(card(name)).toHaveAttribute('aria-busy', 'false');
      expect(within(card(name)).queryByRole('status')).not.toBeInTheDocument();
    }
  });

  it('proceeds to payment or goes back', async () => {
    const { user, props } = renderExtrasStep();
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onProceed).toHaveBeenCalledTimes(1);
    expect(props.onBack).toHaveBeenCalledTimes(1);
  });

  it('does nothing on the buttons while busy, keeping them focusable', async () => {
    const { user, props } = renderExtrasStep({ busy: true });
    const proceed = screen.getByRole('button', { name: 'Proceed to payment' });
    expect(proceed).toHaveAttribute('aria-disabled', 'true');
    await user.click(proceed);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onProceed).not.toHaveBeenCalled();
    expect(props.onBack).not.toHaveBeenCalled();
  });

  it('shows prices in the currency the booking is charged in, as the summary adds them', () => {
    const store = makeTestStore();
    store.dispatch(
      shellActions.routeEntered({ name: 'homepage', locale: 'en-gb', params: {}, pathname: '/' }),
    );
    store.dispatch(shellActions.layoutLoaded(layoutWithRates({ GBP: 0.85 })));
    renderExtrasStep({}, { store });
    // en-gb lists prices in pounds, but the booking is charged in euros: an extra adds euros.
    expect(transfers()).toHaveAccessibleName('Transfer from €90.00');
    expect(
      screen.getByRole('radio', { name: 'Private transfer (Private, both ways), €165.00' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
  });

  it('speaks German', () => {
    renderExtrasStep({}, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kein Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mietwagen' })).toBeInTheDocument();
  });

  describe('while the options load (docs/rules/payment-options.md)', () => {
    it('says the extras are loading instead of showing an empty step', () => {
      renderExtrasStep({ groups: [], loadingOptions: true });
      expect(screen.getByText('Loading the extras for your holiday…')).toHaveRole('status');
      expect(screen.getByRole('region', { name: 'Extras for your holiday' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });

    it('says so in German', () => {
      renderExtrasStep({ groups: [], loadingOptions: true }, { language: 'de' });
      expect(screen.getByText('Die Extras für Ihren Urlaub werden geladen …')).toHaveRole('status');
    });

    it('drops the loading state once the options are there', () => {
      renderExtrasStep({ loadingOptions: false });
      expect(screen.queryByText('Loading the extras for your holiday…')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Extras for your holiday' })).not.toHaveAttribute(
        'aria-busy',
      );
    });
  });
});
