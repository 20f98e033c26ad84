import { useEffect, useRef, type CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFocusTrap } from '../../../ui/useFocusTrap';
import type { MobileSearchFormProps } from './MobileSearchForm';
import { PanelContent, useSearchPanels } from './searchPanels';

/**
 * Opening the full-screen mask toggles this class on the host page's body (docs/rules/search.md,
 * "The mask on wide and small screens").
 */
export const searchOpenBodyClass = 'hs-search-open';

// The mask fills the screen whatever its content; the stand-in only keeps the loader off its top.
const formRoom: CSSProperties = { width: '100%', minHeight: '70vh' };

/**
 * The full-screen mask of small screens. Its frame (the dialog, the close arrow and the title)
 * opens at once; the form with the panels comes with their chunk.
 */
export function MobileSearchMask(props: MobileSearchFormProps) {
  const { onClose } = props;
  const ref = useRef<HTMLDivElement>(null);
  const panels = useSearchPanels();
  useFocusTrap(ref, true, { onEscape: onClose });
  useEffect(() => {
    document.body.classList.add(searchOpenBodyClass);
    return () => document.body.classList.remove(searchOpenBodyClass);
  }, []);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby="hs-mobile-search-title"
      className="hs-mobile-search"
    >
      <div className="hs-mobile-search__top">
        <button type="button" className="hs-mobile-search__close" onClick={onClose}>
          <span aria-hidden="true">←</span>
          <span className="hs-visually-hidden">
            <FormattedMessage id="search.mask.close" />
          </span>
        </button>
        <h2 id="hs-mobile-search-title">
          <FormattedMessage id="search.mask.label" />
        </h2>
      </div>
      <PanelContent panels={panels} room={formRoom}>
        {({ MobileSearchForm }) => <MobileSearchForm {...props} />}
      </PanelContent>
    </div>
  );
}
