import { useIntl, type IntlShape } from 'react-intl';
import type { TravellersError, TravellersWarning } from '../model/travellers';
import { alertStyle, listResetStyle, noteStyle } from './travellersStyles';

function errorText(intl: IntlShape, error: TravellersError): string {
  const forChild = (childIndex: number, message: string) =>
    intl.formatMessage(
      { id: 'search.travellers.error.forChild' },
      { number: childIndex + 1, message },
    );
  switch (error.kind) {
    case 'noAdults':
      return intl.formatMessage({ id: 'search.travellers.error.noAdults' });
    case 'missingAge':
      return intl.formatMessage({ id: 'search.travellers.error.missingAge' });
    case 'tooManyInfants':
      return intl.formatMessage({ id: 'search.travellers.error.infantsPerAdult' });
    case 'childTooOld':
      return forChild(
        error.childIndex,
        intl.formatMessage(
          { id: 'search.travellers.error.childTooOld' },
          { maxChildAge: error.maxChildAge },
        ),
      );
    case 'birthDateInFuture':
      return forChild(
        error.childIndex,
        intl.formatMessage({ id: 'search.travellers.error.birthDateInFuture' }),
      );
  }
}

const warningIds: Record<TravellersWarning, string> = {
  oneRoomOnly: 'search.travellers.warning.oneRoomOnly',
  infantOnLap: 'search.travellers.warning.infantOnLap',
  childSeatReservation: 'search.travellers.warning.childSeatReservation',
};

/**
 * Errors as an alert. A missing age is not an alert: it is the normal state right after adding
 * a child, so it is a quiet hint (also describing the confirm button) instead.
 */
export function TravellersIssues({
  errors,
  warnings,
  missingAgeHintId,
}: {
  errors: TravellersError[];
  warnings: TravellersWarning[];
  missingAgeHintId: string;
}) {
  const intl = useIntl();
  const alerts = errors.filter((error) => error.kind !== 'missingAge');
  const missingAge = errors.find((error) => error.kind === 'missingAge');
  return (
    <>
      {alerts.length > 0 && (
        <div role="alert" style={alertStyle}>
          <ul style={listResetStyle}>
            {alerts.map((error) => (
              <li key={`${error.kind}-${'childIndex' in error ? error.childIndex : ''}`}>
                {error.kind === 'noAdults' && (
                  // The short word 'Error' first, then what to do about it.
                  <strong>{intl.formatMessage({ id: 'search.travellers.error.generic' })} </strong>
                )}
                {errorText(intl, error)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {missingAge && (
        <p id={missingAgeHintId} style={{ ...noteStyle, borderLeftColor: 'currentColor' }}>
          {errorText(intl, missingAge)}
        </p>
      )}
      <div aria-live="polite">
        {warnings.length > 0 && (
          <ul style={{ ...listResetStyle, ...noteStyle }}>
            {warnings.map((warning) => (
              <li key={warning}>{intl.formatMessage({ id: warningIds[warning] })}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
