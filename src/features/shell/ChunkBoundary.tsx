import {
  Component,
  type CSSProperties,
  createContext,
  createRef,
  Fragment,
  useContext,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { forgetFailedChunks } from '../../lib/chunks';
import { RouteLoadError } from './RouteLoadError';

/** True below a ChunkBoundary whose 'Try again' was pressed: a piece loaded on demand loads at once. */
const RetriedContext = createContext(false);

/** Whether the visitor asked for this piece again after its chunk failed. */
export function useChunkRetried(): boolean {
  return useContext(RetriedContext);
}

interface Props {
  children: ReactNode;
  /**
   * 'page' for a route's chunk (a page-wide message); 'inline' for a part of the shell, whose
   * message takes the part's place while the rest of the shop keeps working.
   */
  size: 'page' | 'inline';
  /** The message id naming the part, for an inline message ("Main navigation could not…"). */
  part?: string;
  /** A plain working version of the part, shown instead of a message (a link for a count). */
  standIn?: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * Around every piece that loads with its own chunk: when the chunk fails (after loadChunk's second
 * attempt), a readable message with 'Try again', which loads the piece anew. See
 * docs/rules/failures.md.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  /** Where the focus waits after 'Try again' took its button away (an inline part's place). */
  private readonly focusPlace = createRef<HTMLSpanElement>();
  private focusAfterRetry = false;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Holiday shop: a part of the page failed: ${error.message}`, info.componentStack);
  }

  private readonly retry = () => {
    forgetFailedChunks();
    this.focusAfterRetry = true;
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override componentDidUpdate(): void {
    if (!this.focusAfterRetry || this.state.failed) return;
    this.focusAfterRetry = false;
    // The pressed 'Try again' is gone: the keyboard goes on from the part it brought back (the
    // page's main region for a route), not from the start of the page.
    const place =
      this.props.size === 'page' ? document.getElementById('hs-main') : this.focusPlace.current;
    place?.focus({ preventScroll: true });
  }

  override render(): ReactNode {
    const { size, part, standIn, children } = this.props;
    const { failed, attempt } = this.state;
    if (failed) {
      if (standIn !== undefined) return standIn;
      if (size === 'page') return <RouteLoadError onRetry={this.retry} />;
      return <InlineChunkError part={part} onRetry={this.retry} />;
    }
    return (
      <RetriedContext.Provider value={attempt > 0}>
        {/* Focused after 'Try again' only: Tab then goes on into the part that follows. */}
        {attempt > 0 && size === 'inline' && <span ref={this.focusPlace} tabIndex={-1} />}
        {/* A new key per attempt: the piece mounts afresh and asks for its chunk again. */}
        <Fragment key={attempt}>{children}</Fragment>
      </RetriedContext.Provider>
    );
  }
}

// Kept small and inline: the entry carries it for every visitor.
const inlineStyle: CSSProperties = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '.5em',
  fontSize: '.875rem',
  color: '#b00020',
};

/** The compact message in a shell part's place: what could not load, and 'Try again'. */
function InlineChunkError({ part, onRetry }: { part?: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <span className="hs-chunk-failed" role="alert" style={inlineStyle}>
      <span>
        {part ? (
          <FormattedMessage
            id="shell.chunkError.part"
            values={{ part: intl.formatMessage({ id: part }) }}
          />
        ) : (
          <FormattedMessage id="shell.chunkError.short" />
        )}
      </span>
      <button type="button" className="hs-button hs-button--secondary" onClick={onRetry}>
        <FormattedMessage id="shell.chunkError.retry" />
      </button>
    </span>
  );
}
