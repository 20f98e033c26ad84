import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAppDispatch, useAppStore } from '../../../../store/hooks';
import { analyticsActions } from '../../../analytics';
import {
  complaintSubmissionReducer,
  initialSubmission,
  sendComplaint,
} from '../model/complaintSubmission';
import type { ComplaintFormValues } from '../model/complaintValues';

/**
 * Sends the complaint from the form: its files and the reCAPTCHA token may not enter Redux
 * actions, and nothing but this form reacts to the answer. One request at a time; leaving the page
 * aborts it. The outcome goes to analytics without any of the values
 * (docs/rules/consent-and-analytics.md, "Nothing personal").
 */
export function useComplaintSubmit() {
  const { api } = useAppStore();
  const dispatch = useAppDispatch();
  const [submission, send] = useReducer(complaintSubmissionReducer, initialSubmission);
  const running = useRef<AbortController | null>(null);
  const lastPercent = useRef(-1);

  useEffect(() => () => running.current?.abort(), []);

  const submit = useCallback(
    async (values: ComplaintFormValues) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      lastPercent.current = -1;
      send({ type: 'submitted' });
      const outcome = await sendComplaint(api, values, {
        signal: controller.signal,
        onPercent: (percent) => {
          // Progress events come many times a second; the display changes by whole percents.
          if (percent === lastPercent.current) return;
          lastPercent.current = percent;
          send({ type: 'progressed', percent });
        },
      });
      running.current = null;
      if (outcome.kind === 'cancelled') return;
      const sent = outcome.kind === 'sent';
      dispatch(
        analyticsActions.formSubmitted({
          form: 'complaint',
          outcome: sent ? 'success' : 'failure',
        }),
      );
      send(sent ? { type: 'succeeded' } : { type: 'failed', error: outcome.error });
    },
    [api, dispatch],
  );

  const closeBanner = useCallback(() => send({ type: 'bannerClosed' }), []);
  return { submission, submit, closeBanner };
}
