import {
  brandOf,
  cardInfoOf,
  digitsOf,
  formatCardNumber,
  isValidCardNumber,
  maskCard,
} from '../card';
import { cardTokenizePath } from '../paths';
import { selectorFor } from './styles';
import {
  frameTag,
  pageTag,
  type BetweenFrames,
  type FieldName,
  type FieldReport,
  type FromFrame,
  type ToFrame,
  type TokenizeRequest,
  type TokenizeResponse,
} from './protocol';

interface FrameConfig {
  field: FieldName;
  instance: string;
  parentOrigin: string;
}

/**
 * One hosted field inside its frame on the provider origin. It talks to the page only by
 * postMessage to the parent origin named in its URL (and checked by the server), and to its
 * sibling field directly, origin to same origin, so the CVV never passes through the page.
 */
function startField({ field, instance, parentOrigin }: FrameConfig): void {
  const input = document.querySelector('input')!;
  const sheet = document.head.appendChild(document.createElement('style')).sheet!;
  let cvvLength: number | null = null;
  let requests = 0;
  const cvvReplies = new Map<number, (reply: { value: string; report: FieldReport }) => void>();

  const digits = () => digitsOf(input.value);
  const report = (): FieldReport => {
    const value = digits();
    if (field === 'cvv') {
      const valid = cvvLength ? value.length === cvvLength : /^\d{3,4}$/.test(value);
      return { length: value.length, valid, empty: value.length === 0 };
    }
    const paymentMethod = brandOf(value)?.method;
    return {
      length: value.length,
      valid: isValidCardNumber(value),
      empty: value.length === 0,
      ...(paymentMethod ? { paymentMethod } : {}),
    };
  };

  const toPage = (message: FromFrame) =>
    window.parent.postMessage({ source: pageTag, instance, ...message }, parentOrigin);

  const toSiblings = (message: BetweenFrames) => {
    for (let i = 0; i < window.parent.frames.length; i += 1) {
      const frame = window.parent.frames[i];
      // The browser delivers only to frames of this very origin: the page never receives these.
      if (frame && frame !== window)
        frame.postMessage({ source: frameTag, instance, ...message }, window.location.origin);
    }
  };

  const toggleClasses = () => {
    const now = report();
    input.classList.toggle('empty', now.empty);
    input.classList.toggle('valid', now.valid);
    input.classList.toggle('invalid', !now.empty && !now.valid);
    input.classList.toggle('identified', field === 'cardNumber' && now.paymentMethod !== undefined);
    input.setAttribute('aria-invalid', String(!now.empty && !now.valid));
  };

  const changed = (eventType: string) => {
    toggleClasses();
    toPage({ type: 'change', report: report(), eventType });
  };

  const applyRules = (rules: [string, string][]) => {
    for (const [key, css] of rules) {
      const selector = selectorFor(key, field);
      if (!selector) continue;
      try {
        sheet.insertRule(`${selector} { ${css} }`, sheet.cssRules.length);
      } catch {
        // An invalid rule is ignored, as a browser ignores it in a style sheet.
      }
    }
  };

  const askCvv = () =>
    new Promise<{ value: string; report: FieldReport }>((resolve) => {
      requests += 1;
      const requestId = requests;
      const timer = setTimeout(
        () => resolve({ value: '', report: { length: 0, valid: false, empty: true } }),
        2_000,
      );
      cvvReplies.set(requestId, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      toSiblings({ type: 'cvvRequest', requestId });
    });

  const submit = async (message: Extract<ToFrame, { type: 'submit' }>) => {
    const cvv = await askCvv();
    const number = report();
    const hasErrors = !number.valid || !cvv.report.valid;
    toPage({ type: 'validate', fields: { cardNumber: number, cvv: cvv.report }, hasErrors });
    if (hasErrors) return;
    const body: TokenizeRequest = {
      transactionId: message.transactionId,
      merchantId: message.merchantId,
      cardNumber: digits(),
      cvv: cvv.value,
      expm: message.expm,
      expy: message.expy,
    };
    try {
      const response = await fetch(cardTokenizePath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as TokenizeResponse;
      if ('transactionId' in answer)
        toPage({ type: 'success', transactionId: answer.transactionId, cardInfo: answer.cardInfo });
      else toPage({ type: 'failure', error: answer.error });
    } catch {
      toPage({
        type: 'failure',
        error: { code: 'error.network', message: 'The card service could not be reached.' },
      });
    }
  };

  const fromPage = (message: ToFrame) => {
    switch (message.type) {
      case 'init':
        if (message.placeholder) input.placeholder = message.placeholder;
        if (message.inputType === 'tel' || message.inputType === 'text')
          input.type = message.inputType;
        if (message.ariaLabel) input.setAttribute('aria-label', message.ariaLabel);
        applyRules(message.rules);
        toggleClasses();
        toPage({ type: 'initialised' });
        break;
      case 'focus':
        input.focus();
        break;
      case 'style':
        applyRules(message.rules);
        break;
      case 'placeholder':
        input.placeholder = message.text;
        break;
      case 'submit':
        if (field === 'cardNumber') void submit(message);
        break;
      case 'cardInfo': {
        const value = digits();
        const data = isValidCardNumber(value)
          ? {
              maskedCard: maskCard(value),
              paymentMethod: brandOf(value)!.method,
              cardInfo: cardInfoOf(value),
            }
          : { error: 'The card number is not complete.' };
        if (field === 'cardNumber')
          toPage({ type: 'cardInfo', requestId: message.requestId, data });
        break;
      }
    }
  };

  const fromSibling = (message: BetweenFrames, source: MessageEventSource | null) => {
    if (message.type === 'brand' && field === 'cvv') {
      cvvLength = message.cvvLength;
      if (!report().empty) changed('brand');
    } else if (message.type === 'cvvRequest' && field === 'cvv') {
      const reply: BetweenFrames = {
        type: 'cvvReply',
        requestId: message.requestId,
        value: digits(),
        report: report(),
      };
      (source as Window | null)?.postMessage(
        { source: frameTag, instance, ...reply },
        window.location.origin,
      );
    } else if (message.type === 'cvvReply' && field === 'cardNumber') {
      cvvReplies.get(message.requestId)?.({ value: message.value, report: message.report });
      cvvReplies.delete(message.requestId);
    }
  };

  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { source?: string; instance?: string } | null;
    if (data?.instance !== instance) return;
    if (event.origin === parentOrigin && event.source === window.parent && data.source === pageTag)
      fromPage(data as ToFrame);
    else if (event.origin === window.location.origin && data.source === frameTag)
      fromSibling(data as BetweenFrames, event.source);
  });

  input.addEventListener('input', () => {
    const value = digits();
    if (field === 'cardNumber') {
      const formatted = formatCardNumber(value.slice(0, 19));
      if (formatted !== input.value) input.value = formatted;
      toSiblings({ type: 'brand', cvvLength: brandOf(value)?.cvvLength ?? null });
    } else if (value.length > 4 || value !== input.value) {
      input.value = value.slice(0, 4);
    }
    changed('keyUp');
  });
  input.addEventListener('focus', () => changed('focus'));
  input.addEventListener('blur', () => changed('blur'));
  input.addEventListener('change', () => changed('autocomplete'));
  // The page focuses the iframe element; the frame passes focus on to its input.
  window.addEventListener('focus', () => input.focus());

  toPage({ type: 'loaded' });
}

function framedByParent(config: FrameConfig): boolean {
  if (window.parent === window) return false;
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  return !ancestors || ancestors[0] === config.parentOrigin;
}

export function boot(): void {
  const config = JSON.parse(
    document.getElementById('field-config')!.textContent ?? '{}',
  ) as FrameConfig;
  if (!framedByParent(config)) {
    document.body.textContent = 'This field works only inside the page that opened it.';
    return;
  }
  startField(config);
}

boot();
