import { useDeferredValue, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import * as offers$ from '../hotelOffersSlice';
import { offerChosen } from '../state/actions';
import { flightsActions } from '../state/flightsSlice';
import { OffersFailed } from './OfferStates';
import './offers.css';
import { useOfferFormat } from './useOfferFormat';

/**
 * Every room and board for the selected offer's flights and dates
 * (docs/rules/hotel.md, "Room and board").
 */
export function RoomBoardMatrix() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useOfferFormat();
  const headingId = useId();
  // Display only, drawn at transition priority: each answer of the page redraws it in slices
  // the browser can interrupt (docs/rules/speed.md). Booking state is never deferred.
  const { status, matrix } = useDeferredValue(useAppSelector(offers$.selectFlights).roomBoard);
  const selectedId = useDeferredValue(useAppSelector(offers$.selectSelectedOfferId));
  const unavailable = useDeferredValue(useAppSelector(offers$.selectUnavailableOffers));
  const currency = useDeferredValue(useAppSelector(offers$.selectOfferCurrency));

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="hotelOffers.roomBoard.heading" />
      </h2>
      {status === 'rejected' && (
        <OffersFailed
          messageId="hotelOffers.roomBoard.failed"
          onRetry={() => dispatch(flightsActions.roomBoardRetried())}
        />
      )}
      {matrix && (
        <div className="hs-offers__matrix-scroll">
          <table className="hs-offers__matrix" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="hotelOffers.roomBoard.room" />
                </th>
                {matrix.boards.map((board) => (
                  <th key={board.code} scope="col">
                    {board.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody aria-busy={status === 'loading'}>
              {matrix.rooms.map((room) => (
                <tr key={room.code}>
                  <th scope="row">{room.name}</th>
                  {matrix.boards.map((board) => {
                    const cell = matrix.cells.find(
                      (c) => c.roomCode === room.code && c.boardCode === board.code,
                    );
                    if (!cell) return <td key={board.code}>–</td>;
                    const soldOut = unavailable.includes(cell.offerId);
                    const difference = format.difference(cell.priceDifference, currency);
                    return (
                      <td key={board.code}>
                        <button
                          type="button"
                          className="hs-offers__choice"
                          aria-pressed={cell.offerId === selectedId}
                          aria-disabled={soldOut || undefined}
                          aria-label={`${intl.formatMessage(
                            { id: 'hotelOffers.roomBoard.cell' },
                            {
                              room: room.name,
                              board: board.name,
                              price: format.money(cell.perPersonAmount, currency),
                            },
                          )} (${difference})`}
                          onClick={() => {
                            if (!soldOut && cell.offerId !== selectedId)
                              dispatch(offerChosen({ offerId: cell.offerId, via: 'roomBoard' }));
                          }}
                        >
                          {difference}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
