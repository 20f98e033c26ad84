import { FormattedMessage, useIntl } from 'react-intl';
import type { ComplaintSubmission } from '../model/complaintSubmission';

/** Below this many bytes of files an upload is over before a bar could say anything. */
export const progressFromBytes = 1_048_576;

/** While sending: a status line, and for large files the upload's progress. */
export function UploadProgress({
  submission,
  files,
}: {
  submission: ComplaintSubmission;
  files: readonly File[];
}) {
  const intl = useIntl();
  const sending = submission.status === 'submitting';
  const large = files.reduce((sum, file) => sum + file.size, 0) >= progressFromBytes;
  const percent = sending ? (submission.percent ?? 0) : 0;
  return (
    <div>
      <p role="status" style={{ margin: '0.5rem 0' }}>
        {sending ? <FormattedMessage id="complaint.submitting" /> : null}
      </p>
      {sending && large && (
        <progress
          max={100}
          value={percent}
          aria-label={intl.formatMessage({ id: 'complaint.uploading' })}
          aria-valuetext={intl.formatNumber(percent / 100, { style: 'percent' })}
        />
      )}
    </div>
  );
}
