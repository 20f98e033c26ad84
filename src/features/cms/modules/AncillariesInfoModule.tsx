import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AncillariesInfoModule as AncillariesInfoData } from '../../../api/types';
import { iconButtonStyle } from '../../../ui/theme';
import { infoBoxKey, isInfoBoxClosed, rememberInfoBoxClosed } from './closedInfoBoxes';
import './AncillariesInfoModule.css';

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/** The first focusable element after `box` in the document, where the focus goes on closing. */
function focusableAfter(box: HTMLElement): HTMLElement | undefined {
  return [...box.ownerDocument.querySelectorAll<HTMLElement>(focusable)].find(
    (element) =>
      !box.contains(element) &&
      Boolean(box.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

/** Airline notes, shown until closed; CMS editors also read the editor note. */
export function AncillariesInfoModule({
  module,
  cmsUser,
}: {
  module: AncillariesInfoData;
  cmsUser: boolean;
}) {
  const intl = useIntl();
  const headingId = useId();
  const key = infoBoxKey(module);
  // CMS editors always see the box, with its editor note (docs/rules/cms-modules.md,
  // "Ancillaries info box").
  const [closed, setClosed] = useState(() => !cmsUser && isInfoBoxClosed(key));
  const boxRef = useRef<HTMLElement>(null);
  if (closed) return null;
  const close = () => {
    const next = boxRef.current ? focusableAfter(boxRef.current) : undefined;
    setClosed(true);
    rememberInfoBoxClosed(key);
    // The close button disappears with the box: the focus moves on instead of falling to the page.
    next?.focus();
  };
  return (
    <section
      ref={boxRef}
      className="hs-ancillaries"
      {...(module.headline ? { 'aria-labelledby': headingId } : {})}
    >
      {module.headline && <h2 id={headingId}>{module.headline}</h2>}
      {module.infos.map((info, index) => (
        <div key={index}>
          <p>
            <strong>
              {intl.formatMessage(
                { id: 'cms.ancillaries.airlines' },
                { airlines: intl.formatList(info.airlines) },
              )}
            </strong>
          </p>
          <p>{info.text}</p>
        </div>
      ))}
      {cmsUser && module.editorNote && (
        <p>
          <em>
            {intl.formatMessage({ id: 'cms.ancillaries.editorNote' }, { note: module.editorNote })}
          </em>
        </p>
      )}
      <button
        type="button"
        className="hs-ancillaries__close"
        style={iconButtonStyle}
        aria-label={intl.formatMessage({ id: 'cms.ancillaries.close' })}
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
