import type { ApiClient } from '../../../../api/client';
import type { ComplaintResponse } from '../../../../api/types';
import { complaintFormData, type ComplaintFormValues } from './complaintValues';

/**
 * Editing, then submitting, then succeeded (the form gives way to a message) or failed (a closable
 * banner over the form, which keeps its values).
 */
export type ComplaintSubmission =
  | { status: 'editing' }
  | { status: 'submitting'; percent?: number }
  | { status: 'succeeded' }
  | { status: 'failed'; error: string };

export type ComplaintEvent =
  | { type: 'submitted' }
  | { type: 'progressed'; percent: number }
  | { type: 'succeeded' }
  | { type: 'failed'; error: string }
  | { type: 'bannerClosed' };

export const initialSubmission: ComplaintSubmission = { status: 'editing' };

export function complaintSubmissionReducer(
  state: ComplaintSubmission,
  event: ComplaintEvent,
): ComplaintSubmission {
  switch (event.type) {
    case 'submitted':
      // One submit at a time; a sent form is not sent again.
      return state.status === 'submitting' || state.status === 'succeeded'
        ? state
        : { status: 'submitting' };
    case 'progressed':
      return state.status === 'submitting'
        ? { status: 'submitting', percent: event.percent }
        : state;
    case 'succeeded':
      return state.status === 'submitting' ? { status: 'succeeded' } : state;
    case 'failed':
      return state.status === 'submitting' ? { status: 'failed', error: event.error } : state;
    case 'bannerClosed':
      return state.status === 'failed' ? { status: 'editing' } : state;
  }
}

/** Success must be true; otherwise the answer's error, or genericError without one. */
export function errorOfAnswer(answer: unknown): string | null {
  const { success, error } = (answer ?? {}) as Partial<ComplaintResponse>;
  if (success === true) return null;
  return typeof error === 'string' && error.trim() ? error.trim() : 'genericError';
}

/** A large upload may take minutes; the progress shows it moves. */
export const uploadTimeoutMs = 600_000;

export type SendOutcome =
  { kind: 'sent' } | { kind: 'refused'; error: string } | { kind: 'cancelled' };

/** The multipart POST; failures of any kind become an outcome, never a throw. */
export async function sendComplaint(
  api: ApiClient,
  values: ComplaintFormValues,
  { signal, onPercent }: { signal: AbortSignal; onPercent: (percent: number) => void },
): Promise<SendOutcome> {
  try {
    const answer = await api.request({
      route: 'complaint_form',
      data: complaintFormData(values),
      signal,
      transfer: {
        timeout: uploadTimeoutMs,
        onUploadProgress: ({ loaded, total }) => {
          if (total) onPercent(Math.min(100, Math.floor((loaded / total) * 100)));
        },
      },
    });
    const error = errorOfAnswer(answer);
    return error === null ? { kind: 'sent' } : { kind: 'refused', error };
  } catch (error) {
    if ((error as { kind?: string } | null)?.kind === 'cancelled') return { kind: 'cancelled' };
    return { kind: 'refused', error: 'genericError' };
  }
}
