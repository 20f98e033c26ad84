import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { loadMessageArea } from '../../../../i18n/loadCatalogue';
import { MessageArea } from '../../../../i18n/MessageArea';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import type { ComplaintSubmission } from '../model/complaintSubmission';
import { testFile } from '../testing/testFiles';
import { progressFromBytes, UploadProgress } from './UploadProgress';

// The area's chunk loads once, before the first render waits for it.
beforeAll(() => loadMessageArea('complaint', 'en'));

async function renderProgress(submission: ComplaintSubmission, files: File[]) {
  // The area suspends once: an awaited act lets React finish that render.
  await act(async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <MessageArea area="complaint">
          <UploadProgress submission={submission} files={files} />
        </MessageArea>
      </Suspense>,
    );
  });
  await screen.findAllByRole('status');
}

const video = (size: number) => testFile('holiday.mp4', 'video/mp4', size);

describe('upload progress, shown for large files', () => {
  it('shows the share sent of a large upload', async () => {
    await renderProgress({ status: 'submitting', percent: 42 }, [video(progressFromBytes)]);
    const bar = screen.getByRole('progressbar', { name: 'Uploading your files' });
    expect(bar).toHaveValue(42);
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('Sending your message')).toBeInTheDocument();
  });

  it('says only "Sending" for small files, and nothing once sent', async () => {
    await renderProgress({ status: 'submitting', percent: 90 }, [video(progressFromBytes - 1)]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Sending your message')).toBeInTheDocument();
  });

  it('shows nothing while editing', async () => {
    await renderProgress({ status: 'editing' }, [video(50 * progressFromBytes)]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Sending your message')).not.toBeInTheDocument();
  });
});
