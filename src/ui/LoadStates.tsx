import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './LoadStates.css';

/** A load that failed: what failed, said by the page, and 'Try again'. Announced at once. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="hs-load-state hs-load-state--failed" role="alert">
      <p>{children}</p>
      <button type="button" onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </button>
    </div>
  );
}

/** A load that takes longer than the slow threshold: a polite note that it is still going. */
export function LoadSlow({ children }: { children: ReactNode }) {
  return (
    <p className="hs-load-state" role="status">
      {children}
    </p>
  );
}
