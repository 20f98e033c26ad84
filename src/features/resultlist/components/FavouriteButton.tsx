import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

export interface FavouriteButtonProps {
  hotelName: string;
  isFavourite: boolean;
  onToggle: () => void;
}

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

/**
 * The favourites toggle of a result, named with the hotel and what it does ('Save
 * Hotel X to favourites' / 'Remove Hotel X from favourites'): the name carries the state, so the
 * button is not also marked pressed (a toggle's name would have to stay the same).
 */
export function FavouriteButton({ hotelName, isFavourite, onToggle }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      className="hs-rl-button hs-rl-fav"
      data-saved={isFavourite || undefined}
      onClick={onToggle}
    >
      <span aria-hidden="true">{isFavourite ? '♥ ' : '♡ '}</span>
      {/* The map's hotel card shows the heart alone and keeps these words for screen readers. */}
      <span className="hs-rl-fav__label">
        <FormattedMessage
          id={isFavourite ? 'resultlist.item.removeFavourite' : 'resultlist.item.addFavourite'}
          values={{ name: hotelName, hidden }}
        />
      </span>
    </button>
  );
}
