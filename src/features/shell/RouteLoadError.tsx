import { FormattedMessage } from 'react-intl';

/**
 * A page whose code could not load (a dropped connection, a new deployment): 'Try again' loads it
 * anew; a reload helps where a new deployment has replaced the chunk.
 */
export function RouteLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="hs-page" role="alert">
      <h1>
        <FormattedMessage id="shell.chunkError.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.chunkError.text" />
      </p>
      <p>
        <button type="button" className="hs-button" onClick={onRetry}>
          <FormattedMessage id="shell.chunkError.retry" />
        </button>{' '}
        <button
          type="button"
          className="hs-button hs-button--secondary"
          onClick={() => window.location.reload()}
        >
          <FormattedMessage id="shell.chunkError.reload" />
        </button>
      </p>
    </section>
  );
}
