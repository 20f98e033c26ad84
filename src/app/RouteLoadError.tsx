import { FormattedMessage } from 'react-intl';

/** A page whose code could not load (a dropped connection, a new deployment): offer a reload. */
export function RouteLoadError() {
  return (
    <section className="hs-page" role="alert">
      <h1>
        <FormattedMessage id="ui.errorModal.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.chunkError.text" />
      </p>
      <button type="button" className="hs-button" onClick={() => window.location.reload()}>
        <FormattedMessage id="shell.chunkError.reload" />
      </button>
    </section>
  );
}
