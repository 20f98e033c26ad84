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
 * The favourites toggle of a result (spec 1 §2.6): pressed while the hotel is saved, and named
 * with the hotel ('Save Hotel X to favourites'), so each of the list's many buttons says whose it is.
 */
export function FavouriteButton({ hotelName, isFavourite, onToggle }: FavouriteButtonProps) {
  return (
    <button type="button" className="hs-rl-button" aria-pressed={isFavourite} onClick={onToggle}>
      <span aria-hidden="true">{isFavourite ? '♥ ' : '♡ '}</span>
      <FormattedMessage
        id={isFavourite ? 'resultlist.item.removeFavourite' : 'resultlist.item.addFavourite'}
        values={{ name: hotelName, hidden }}
      />
    </button>
  );
}
