import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { favouritesActions, selectNotice } from '../favouritesSlice';

/**
 * Says politely when a change to the favourites did not go through (it has been undone on the
 * page). The status region is there from the start, so the message is announced when it appears;
 * it stays until dismissed or the next change, since nothing is lost by leaving it.
 */
export function FavouritesNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectNotice);
  return (
    // Fixed at the foot of the window, out of the header's flow even while empty.
    <div role="status" className="hs-fav-notices">
      {notice && (
        <div className="hs-fav-notice">
          <p>
            <FormattedMessage
              id={
                notice.kind === 'addFailed'
                  ? 'favourites.notice.addFailed'
                  : 'favourites.notice.removeFailed'
              }
              values={{ name: notice.hotelName }}
            />
          </p>
          <button type="button" onClick={() => dispatch(favouritesActions.noticeDismissed())}>
            <FormattedMessage id="favourites.notice.dismiss" />
          </button>
        </div>
      )}
    </div>
  );
}
