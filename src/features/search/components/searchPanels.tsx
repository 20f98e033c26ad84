import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadFailed } from '../../../ui/LoadStates';
import { Loader } from '../../../ui/Loader';
import { getTabbableElements } from '../../../ui/useFocusTrap';
import { useOnDemand } from '../../shell';
import { loadedSearchPanels, loadSearchPanels, type SearchPanels } from './panelsChunk';

/**
 * The mask's closed fields are light and come with the page; what opens under them (airports,
 * destination lists, calendar, travellers) is one chunk that loads on the visitor's intent: the
 * pointer reaching or pressing a field, a touch, or the focus. Opening a field before it is in
 * shows the panel's frame at its final size, busy, and the content once it arrives.
 */
export interface SearchPanelsOnDemand {
  /** The panels, once their chunk is in. */
  panels: SearchPanels | undefined;
  /** Starts loading them; asking again while they load, or once they are in, does nothing. */
  request(): void;
  /** The last load failed; the next request tries again. */
  failed: boolean;
}

export function useSearchPanels(): SearchPanelsOnDemand {
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      loadSearchPanels().catch((error: unknown) => {
        setFailed(true);
        throw error;
      }),
    [],
  );
  const [panels, requestPanels] = useOnDemand(load);
  const request = useCallback(() => {
    setFailed(false);
    requestPanels();
  }, [requestPanels]);
  return { panels: panels ?? loadedSearchPanels(), request, failed };
}

/**
 * A head start for a field that is not the panel's own (the small screens' summary bar): a failure
 * here shows, and is retried, when the panel opens.
 */
export function prefetchSearchPanels(): void {
  loadSearchPanels().catch(() => undefined);
}

interface PanelContentProps {
  panels: SearchPanelsOnDemand;
  /**
   * The box the panel's content fills once in (its measured size), held while it loads so the
   * open panel does not jump when the content arrives.
   */
  room: CSSProperties;
  children(panels: SearchPanels): ReactNode;
}

const standInStyle: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  maxWidth: '100%',
};

/** The content of an open panel: the panel once its chunk is in, a busy stand-in until then. */
export function PanelContent({ panels, room, children }: PanelContentProps) {
  const { request, failed } = panels;
  const ready = panels.panels !== undefined;
  // Decided when the panel opens: only content that arrives into an open panel moves the focus.
  const [arrivesLate] = useState(!ready);
  // Opening is intent too: a panel opened before any pointer or focus reached its field.
  useEffect(() => {
    if (!ready) request();
  }, [ready, request]);

  if (panels.panels) {
    return <Arrived takeFocus={arrivesLate}>{children(panels.panels)}</Arrived>;
  }
  return (
    <div className="hs-panel-stand-in" aria-busy={!failed} style={{ ...standInStyle, ...room }}>
      {failed ? (
        // A lost chunk leaves the rest of the mask working; the panel says so and offers a retry.
        <LoadFailed onRetry={request}>
          <FormattedMessage id="search.mask.panelFailed" />
        </LoadFailed>
      ) : (
        <Loader />
      )}
    </div>
  );
}

const arrivedStyle: CSSProperties = { display: 'contents' };

/**
 * Content that arrives into an open panel takes the focus the panel's focus trap would have given
 * it on opening (its first control), unless the visitor has moved it since: a keyboard user who
 * opened the panel early lands in it as if it had been there all along.
 */
function Arrived({ takeFocus, children }: { takeFocus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    const dialog = ref.current?.closest<HTMLElement>('[role="dialog"]');
    const focused = document.activeElement;
    const unmoved = !focused || focused === document.body || focused === dialog;
    if (dialog && unmoved) getTabbableElements(dialog)[0]?.focus();
  }, [takeFocus]);
  return (
    <div ref={ref} style={arrivedStyle}>
      {children}
    </div>
  );
}
