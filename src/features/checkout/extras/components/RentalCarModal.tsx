import { FormattedMessage } from 'react-intl';
import type { ExtraOption } from '../../../../api/types';
import { Modal } from '../../../../ui/Modal';
import type { ExtraModalProps } from './extrasModalProps';
import { RentalCarConditions, type LoadRentalCarConditions } from './RentalCarConditions';
import { useExtrasMoney } from './useExtrasMoney';

export interface RentalCarModalProps extends ExtraModalProps {
  loadRentalCarConditions: LoadRentalCarConditions;
}

function Car({
  option,
  currency,
  load,
}: {
  option: ExtraOption;
  currency: string;
  load: LoadRentalCarConditions;
}) {
  const money = useExtrasMoney();
  const car = option.serviceCar;
  return (
    <li>
      <h3>{option.title}</h3>
      <p>{option.description}</p>
      {car && (
        <ul>
          <li>
            <FormattedMessage
              id="checkout.extras.rentalCar.facts"
              values={{
                category: car.category,
                model: car.model,
                doors: car.doors,
                seats: car.seats,
              }}
            />
          </li>
          {car.airCondition && (
            <li>
              <FormattedMessage id="checkout.extras.rentalCar.airCondition" />
            </li>
          )}
          <li>
            <FormattedMessage
              id="checkout.extras.rentalCar.pickUp"
              values={{ place: car.pickUp }}
            />
          </li>
        </ul>
      )}
      <p>
        <FormattedMessage
          id="checkout.extras.modal.price"
          values={{ price: money({ value: option.service.price.amount, currency }) }}
        />
      </p>
      <h4>
        <FormattedMessage id="checkout.extras.rentalCar.conditions" />
      </h4>
      <RentalCarConditions serviceId={car?.serviceId ?? option.refId} load={load} />
    </li>
  );
}

/** Each offered car with its facts and its rental conditions, loaded when the modal opens. */
export function RentalCarModal({
  open,
  onClose,
  options,
  currency,
  loadRentalCarConditions,
}: RentalCarModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="large"
      title={<FormattedMessage id="checkout.extras.rentalCar.title" />}
    >
      <ul className="hs-extras__details">
        {options.map((option) => (
          <Car
            key={option.refId}
            option={option}
            currency={currency}
            load={loadRentalCarConditions}
          />
        ))}
      </ul>
    </Modal>
  );
}
