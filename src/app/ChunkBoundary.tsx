import {
  Component,
  createContext,
  Fragment,
  useContext,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScopedStyles } from '../ui/useScopedStyles';
import { forgetFailedChunks } from './chunks';
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

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Holiday shop: a part of the page failed: ${error.message}`, info.componentStack);
  }

  private readonly retry = () => {
    forgetFailedChunks();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

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
        {/* A new key per attempt: the piece mounts afresh and asks for its chunk again. */}
        <Fragment key={attempt}>{children}</Fragment>
      </RetriedContext.Provider>
    );
  }
}

const inlineCss = `
.hs-root .hs-chunk-failed{display:inline-flex;flex-wrap:wrap;align-items:center;gap:.5em;font-size:.875rem;color:#b00020}
.hs-root .hs-chunk-failed button{font:inherit;padding:.25em .6em;border-radius:var(--hs-radius,4px);border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer}
`;

/** The compact message in a shell part's place: what could not load, and 'Try again'. */
function InlineChunkError({ part, onRetry }: { part?: string; onRetry: () => void }) {
  useScopedStyles('chunk-failed', inlineCss);
  const intl = useIntl();
  return (
    <span className="hs-chunk-failed" role="alert">
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
      <button type="button" onClick={onRetry}>
        <FormattedMessage id="shell.chunkError.retry" />
      </button>
    </span>
  );
}
