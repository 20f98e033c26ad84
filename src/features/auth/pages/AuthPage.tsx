import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Loader } from '../../../ui/Loader';
import '../components/account.css';

/** The frame of the login routes' pages: one h1, then the content. */
export function AuthPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="hs-page hs-account-page" aria-labelledby="hs-page-heading">
      <h1 id="hs-page-heading">
        <FormattedMessage id={heading} />
      </h1>
      {children}
    </section>
  );
}

/** A short wait on a login route, said in words as well as shown. */
export function AuthWaiting({ message }: { message: string }) {
  return (
    <div role="status" className="hs-account-page__waiting">
      <Loader size="small" /> <FormattedMessage id={message} />
    </div>
  );
}
