import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AncillariesInfoModule as AncillariesInfoData } from '../../../api/types';
import { iconButtonStyle } from '../../../ui/theme';

/** Spec 3 §2.1, §4, §6: airline notes, shown until closed; CMS editors also read the editor note. */
export function AncillariesInfoModule({
  module,
  cmsUser,
}: {
  module: AncillariesInfoData;
  cmsUser: boolean;
}) {
  const intl = useIntl();
  const headingId = useId();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <section
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
        onClick={() => setClosed(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
