import { useEffect, useRef, useState } from 'react';
import { useEffectEvent } from '../../ui/useEffectEvent';
import { loadRecaptcha } from './loadRecaptcha';
import type { Grecaptcha } from './recaptchaApi';

/** What the widget last reported besides a token: the token ran out, or the widget failed. */
export type RecaptchaNotice = 'expired' | 'widgetError';
export type RecaptchaScriptStatus = 'loading' | 'ready' | 'failed';

interface Options {
  siteKey: string;
  scriptUrl?: string;
  /** Widget language, e.g. 'de'. */
  language: string;
  onToken: (token: string | null) => void;
}

interface ScriptResult {
  attempt: number;
  status: 'ready' | 'failed';
}

/**
 * Loads the script and renders one widget into `hostRef`. Tokens, expiry and widget errors go to
 * `onToken` (null whenever the visitor no longer holds a usable token). `retry` starts a new
 * script attempt after a failed load; `reset` unticks the widget (tokens are single-use).
 */
export function useRecaptchaWidget({ siteKey, scriptUrl, language, onToken }: Options) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ScriptResult | null>(null);
  const [notice, setNotice] = useState<RecaptchaNotice | null>(null);
  const report = useEffectEvent((token: string | null, next: RecaptchaNotice | null) => {
    setNotice(next);
    onToken(token);
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let live = true;
    let element: HTMLDivElement | undefined;
    loadRecaptcha({ scriptUrl, language })
      .then((api) => {
        if (!live) return;
        // Google's render refuses an element it has rendered into; each widget gets a fresh one.
        element = document.createElement('div');
        host.append(element);
        const id = api.render(element, {
          sitekey: siteKey,
          hl: language,
          // A widget outlives its field in Google's script (timers): a removed one reports nothing.
          callback: (token) => live && report(token, null),
          'expired-callback': () => live && report(null, 'expired'),
          'error-callback': () => live && report(null, 'widgetError'),
        });
        widget.current = { api, id };
        setResult({ attempt, status: 'ready' });
      })
      .catch(() => {
        if (live) setResult({ attempt, status: 'failed' });
      });
    return () => {
      live = false;
      widget.current = null;
      element?.remove();
    };
  }, [attempt, siteKey, scriptUrl, language]);

  const status: RecaptchaScriptStatus = result?.attempt === attempt ? result.status : 'loading';
  return {
    hostRef,
    status,
    notice,
    retry: () => setAttempt((n) => n + 1),
    reset: () => {
      const current = widget.current;
      if (!current) return;
      current.api.reset(current.id);
      setNotice(null);
      onToken(null);
    },
  };
}
