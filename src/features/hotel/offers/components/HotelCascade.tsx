import { useDeferredValue, useEffect } from 'react';
import type { CascadeColumn as Column, CascadeOption } from '../../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectedValue } from '../model/cascadeRules';
import * as offers$ from '../hotelOffersSlice';
import { offerChosen } from '../state/actions';
import { cascadeActions } from '../state/cascadeSlice';
import { CascadeColumn } from './CascadeColumn';
import { OffersFailed } from './OfferStates';
import './offers.css';
import { useOfferFormat } from './useOfferFormat';

const titles: Record<Column, string> = {
  los: 'hotelOffers.cascade.los',
  airports: 'hotelOffers.cascade.airports',
  months: 'hotelOffers.cascade.months',
  dates: 'hotelOffers.cascade.dates',
};

/**
 * The hotel cascade: stay length, departure airport, month and date, each narrowing the next; a
 * date selects its offer (docs/rules/hotel.md, "The cascade").
 */
export function HotelCascade() {
  const dispatch = useAppDispatch();
  const format = useOfferFormat();
  // Display only, drawn at transition priority: each answer of the page redraws it in slices
  // the browser can interrupt (docs/rules/speed.md). Booking state is never deferred.
  const cascade = useDeferredValue(useAppSelector(offers$.selectCascade));

  useEffect(() => {
    dispatch(cascadeActions.cascadeShown());
    return () => {
      dispatch(cascadeActions.cascadeHidden());
    };
  }, [dispatch]);

  const choose = (column: Column) => (option: CascadeOption) => {
    if (column === 'dates') {
      dispatch(offerChosen({ offerId: option.offerId, via: 'cascade', date: option.value }));
    } else {
      dispatch(cascadeActions.cascadeValueChosen({ column, value: option.value }));
    }
  };
  const currency = useAppSelector(offers$.selectOfferCurrency);
  const formatPrice = (option: CascadeOption) => format.money(option.perPersonAmount, currency);
  const columns: Column[] = ['los', 'airports', 'months', 'dates'];
  const failed = columns.some((column) => cascade.columns[column].status === 'rejected');

  return (
    <div className="hs-offers__cascade">
      {columns.map((column) => (
        <CascadeColumn
          key={column}
          titleId={titles[column]}
          column={cascade.columns[column]}
          selectedValue={selectedValue(cascade.selection, column)}
          labelOf={column === 'dates' ? (option) => format.longDate(option.value) : undefined}
          formatPrice={formatPrice}
          onChoose={choose(column)}
        />
      ))}
      {failed && <OffersFailed onRetry={() => dispatch(cascadeActions.cascadeRetried())} />}
    </div>
  );
}
