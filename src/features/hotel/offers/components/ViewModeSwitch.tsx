import { useIntl } from 'react-intl';
import type { ViewMode } from '../model/offerUrl';

interface Props {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}

/**
 * The switch between the offers calendar (off, the default) and the hotel cascade (on). A WAI-ARIA
 * switch: one control, its name says what "on" means.
 */
export function ViewModeSwitch({ mode, onChange }: Props) {
  const intl = useIntl();
  const on = mode === 'hotelCascade';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="hs-offers__switch"
      onClick={() => onChange(on ? 'offersCalendar' : 'hotelCascade')}
    >
      <span className="hs-offers__switch-track" aria-hidden="true" />
      <span>{intl.formatMessage({ id: 'hotelOffers.viewMode.switch' })}</span>
    </button>
  );
}
