import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './EditorFrame.css';

/** Spec 3 §6: what only a CMS editor sees is framed and labelled as such. */
export function EditorFrame({ children }: { children: ReactNode }) {
  return (
    <div className="hs-cms-editor">
      <p className="hs-cms-editor__label">
        <FormattedMessage id="cms.editorOnly" />
      </p>
      {children}
    </div>
  );
}
