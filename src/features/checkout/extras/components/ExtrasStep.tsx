import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AncillaryGroup, AncillaryType } from '../../../../api/types';
import { primaryButtonStyle, secondaryButtonStyle } from '../../../../ui/theme';
import { isTransferGroup } from '../extrasRules';
import { ExtraCard } from './ExtraCard';
import './extras.css';
import type { OfferFlights } from './LuggageModal';
import type { LoadRentalCarConditions } from './RentalCarConditions';
import { TransferChoice } from './TransferChoice';

export interface ExtrasStepProps {
  groups: AncillaryGroup[];
  /** The options are being loaded: the step says so instead of showing an empty section. */
  loadingOptions?: boolean;
  /** A type whose options are being changed or loaded; only its own card shows it. */
  loadingByType: Partial<Record<AncillaryType, boolean>>;
  notice?: 'rentalCarRemoved';
  /** The chosen refIds of one type; an empty list removes the type. */
  onChoose: (type: AncillaryType, refIds: string[]) => void;
  onProceed: () => void;
  onBack: () => void;
  /** The step is being left or saved: the buttons do nothing meanwhile. */
  busy: boolean;
  /** Currency of the extras' service prices (the cart's). */
  currency: string;
  /** The offer's flights, for the luggage already included. */
  flights?: OfferFlights;
  loadRentalCarConditions: LoadRentalCarConditions;
}

/**
 * The extras step: the transfer teaser, a card per extra type, then the way on
 * (docs/rules/checkout.md, "What the extras step shows").
 */
export function ExtrasStep({
  groups,
  loadingOptions = false,
  loadingByType,
  notice,
  onChoose,
  onProceed,
  onBack,
  busy,
  currency,
  flights,
  loadRentalCarConditions,
}: ExtrasStepProps) {
  const headingId = useId();
  const offered = groups.filter((group) => group.options.length > 0);

  return (
    <section
      className="hs-extras"
      aria-labelledby={headingId}
      aria-busy={loadingOptions || undefined}
    >
      <h2 id={headingId}>
        <FormattedMessage id="checkout.extras.heading" />
      </h2>
      {loadingOptions && offered.length === 0 && (
        // Until the options arrive (2-5 s at times), a loading state rather than an empty step.
        <p className="hs-extras__loading" role="status">
          <FormattedMessage id="checkout.extras.loading" />
        </p>
      )}
      {/* Always present so that screen readers announce the notice when it appears. */}
      <p className="hs-extras__notice" role="status" aria-live="polite">
        {notice === 'rentalCarRemoved' && (
          <FormattedMessage id="checkout.extras.rentalCarRemoved" />
        )}
      </p>
      {offered.map((group) =>
        isTransferGroup(group) ? (
          <TransferChoice
            key={group.type}
            group={group}
            loading={loadingByType.transfer ?? false}
            onChoose={(refIds) => onChoose('transfer', refIds)}
          />
        ) : (
          <ExtraCard
            key={group.type}
            group={group}
            currency={currency}
            loading={loadingByType[group.type] ?? false}
            onChoose={(refIds) => onChoose(group.type, refIds)}
            flights={flights}
            loadRentalCarConditions={loadRentalCarConditions}
          />
        ),
      )}
      <div className="hs-extras__actions">
        <button
          type="button"
          style={secondaryButtonStyle}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onBack();
          }}
        >
          <FormattedMessage id="checkout.extras.back" />
        </button>
        <button
          type="button"
          style={primaryButtonStyle}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onProceed();
          }}
        >
          <FormattedMessage id="checkout.extras.proceed" />
        </button>
      </div>
    </section>
  );
}
