import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScopedStyles } from './useScopedStyles';

const loadStateCss = `
.hs-root .hs-load-state{padding:1.5rem 1rem;margin:1rem 0;text-align:center;border-radius:var(--hs-radius,4px);background:#f5f5f5}
.hs-root .hs-load-state--failed{border:1px solid #b00020;color:#b00020;background:transparent}
.hs-root .hs-load-state button{font:inherit;padding:.5em .9em;border-radius:var(--hs-radius,4px);border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer}
`;

/** A load that failed: what failed, said by the page, and 'Try again'. Announced at once. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  useScopedStyles('load-state', loadStateCss);
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
  useScopedStyles('load-state', loadStateCss);
  return (
    <p className="hs-load-state" role="status">
      {children}
    </p>
  );
}
