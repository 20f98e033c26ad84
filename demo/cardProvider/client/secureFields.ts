import { providerOriginFor } from '../origins';
import { cardFieldPath } from '../paths';
import { styleRules, type Styles } from './styles';
import {
  pageTag,
  type CardInfoData,
  type FieldName,
  type FieldReport,
  type FromFrame,
  type ToFrame,
} from './protocol';

interface FieldSpec {
  placeholderElementId: string;
  placeholder?: string;
  inputType?: string;
  ariaLabel?: string;
}

type Fields = Partial<Record<FieldName, string | FieldSpec>>;

interface InitOptions {
  styles?: Styles;
  focus?: FieldName;
  paymentMethods?: string[];
}

type Handler = (data: unknown) => void;

const fieldNames: readonly FieldName[] = ['cardNumber', 'cvv'];
const emptyReport: FieldReport = { length: 0, valid: false, empty: true };
/** The real script gives up on frames that never answer; so does the stand-in. */
const readyTimeoutMs = 15_000;

let instances = 0;

/**
 * The page side of the stand-in, with the public API of Datatrans Secure Fields 2.0.0:
 * `init` / `initTokenize`, `on`, `submit`, `focus`, `setStyle`, `setPlaceholder`, `getCardInfo`,
 * `destroy`. Card number and CVV live in frames on the provider origin; this side only ever sees
 * lengths, validity, the brand and, after submit, a transactionId.
 */
export class SecureFields {
  readonly #instance = `sf${Date.now().toString(36)}${(instances += 1)}`;
  readonly #handlers = new Map<string, Set<Handler>>();
  readonly #frames = new Map<FieldName, HTMLIFrameElement>();
  readonly #specs = new Map<FieldName, FieldSpec>();
  readonly #initialised = new Set<FieldName>();
  readonly #reports: Record<FieldName, FieldReport> = { cardNumber: emptyReport, cvv: emptyReport };
  readonly #cardInfoCallbacks = new Map<number, (data: CardInfoData) => void>();
  #providerOrigin: string | null = null;
  #transaction: { transactionId?: string; merchantId?: string } = {};
  #options: InitOptions = {};
  #ready = false;
  #requests = 0;
  #timeout: ReturnType<typeof setTimeout> | undefined;
  readonly #onMessage = (event: MessageEvent) => this.#receive(event);

  init(transactionId: string, fields: Fields, options: InitOptions = {}): void {
    this.#start({ transactionId: String(transactionId) }, fields, options);
  }

  initTokenize(merchantId: string, fields: Fields, options: InitOptions = {}): void {
    this.#start({ merchantId: String(merchantId) }, fields, options);
  }

  on(event: string, handler: Handler): this {
    const set = this.#handlers.get(event) ?? new Set();
    set.add(handler);
    this.#handlers.set(event, set);
    return this;
  }

  submit(data: { expm?: unknown; expy?: unknown } = {}): void {
    this.#post('cardNumber', {
      type: 'submit',
      expm: data.expm,
      expy: data.expy,
      ...this.#transaction,
    });
  }

  focus(field: FieldName): void {
    // The page may focus its own iframe element; the frame then hands focus to its input.
    this.#frames.get(field)?.focus();
    this.#post(field, { type: 'focus' });
  }

  setStyle(selector: string, style: string): void {
    const rules = styleRules({ [selector]: style });
    for (const field of fieldNames) this.#post(field, { type: 'style', rules });
  }

  setPlaceholder(field: FieldName, text: string): void {
    this.#post(field, { type: 'placeholder', text: String(text) });
  }

  getCardInfo(callback?: (data: CardInfoData) => void): void {
    this.#requests += 1;
    const requestId = this.#requests;
    this.#cardInfoCallbacks.set(requestId, (data) => {
      callback?.(data);
      this.#emit('cardInfo', { event: 'cardInfo', data });
    });
    this.#post('cardNumber', { type: 'cardInfo', requestId });
  }

  destroy(): void {
    window.removeEventListener('message', this.#onMessage);
    clearTimeout(this.#timeout);
    for (const frame of this.#frames.values()) frame.remove();
    this.#frames.clear();
    this.#handlers.clear();
    this.#cardInfoCallbacks.clear();
  }

  #start(
    transaction: { transactionId?: string; merchantId?: string },
    fields: Fields,
    options: InitOptions,
  ): void {
    this.#transaction = transaction;
    this.#options = options;
    this.#providerOrigin = providerOriginFor(window.location.origin);
    if (!this.#providerOrigin) {
      this.#failLater('The demo card fields run only on a loopback page (127.0.0.1 or localhost).');
      return;
    }
    for (const name of fieldNames) {
      const given = fields[name];
      if (!given) continue;
      const spec = typeof given === 'string' ? { placeholderElementId: given } : given;
      const container = document.getElementById(spec.placeholderElementId);
      if (!container) {
        this.#failLater(`No element with id "${spec.placeholderElementId}" for ${name}.`);
        return;
      }
      this.#specs.set(name, spec);
    }
    if (!this.#specs.has('cardNumber')) {
      this.#failLater('The cardNumber field is required.');
      return;
    }
    window.addEventListener('message', this.#onMessage);
    for (const [name, spec] of this.#specs) this.#mount(name, spec);
    this.#timeout = setTimeout(() => {
      if (!this.#ready) this.#emit('error', { error: 'The secure fields did not load in time.' });
    }, readyTimeoutMs);
  }

  #mount(name: FieldName, spec: FieldSpec): void {
    const url = new URL(cardFieldPath, this.#providerOrigin!);
    url.searchParams.set('field', name);
    url.searchParams.set('instance', this.#instance);
    url.searchParams.set('parent', window.location.origin);
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = spec.ariaLabel ?? (name === 'cvv' ? 'CVV' : 'Card number');
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'display:block;width:100%;height:2.5rem;border:0;overflow:hidden;';
    document.getElementById(spec.placeholderElementId)!.append(frame);
    this.#frames.set(name, frame);
  }

  #failLater(message: string): void {
    // As the real script: errors arrive as events, after the caller has subscribed.
    setTimeout(() => this.#emit('error', { error: message }), 0);
  }

  #post(field: FieldName, message: ToFrame): void {
    const target = this.#frames.get(field)?.contentWindow;
    if (!target || !this.#providerOrigin) return;
    target.postMessage(
      { source: pageTag, instance: this.#instance, ...message },
      this.#providerOrigin,
    );
  }

  #fieldOf(event: MessageEvent): FieldName | undefined {
    if (event.origin !== this.#providerOrigin) return undefined;
    for (const [name, frame] of this.#frames) {
      if (frame.contentWindow === event.source) return name;
    }
    return undefined;
  }

  #receive(event: MessageEvent): void {
    const field = this.#fieldOf(event);
    const data = event.data as ({ source?: string; instance?: string } & FromFrame) | null;
    if (!field || data?.source !== pageTag || data.instance !== this.#instance) return;
    switch (data.type) {
      case 'loaded': {
        const spec = this.#specs.get(field)!;
        this.#post(field, {
          type: 'init',
          placeholder: spec.placeholder,
          inputType: spec.inputType,
          ariaLabel: spec.ariaLabel,
          rules: styleRules(this.#options.styles ?? {}),
        });
        break;
      }
      case 'initialised':
        this.#initialised.add(field);
        if (!this.#ready && this.#initialised.size === this.#specs.size) {
          this.#ready = true;
          clearTimeout(this.#timeout);
          this.#emit('ready', undefined);
          if (this.#options.focus) this.focus(this.#options.focus);
        }
        break;
      case 'change':
        this.#reports[field] = data.report;
        this.#emit('change', {
          fields: this.#publicFields(),
          hasErrors: this.#hasErrors(),
          event: { field, type: data.eventType },
        });
        break;
      case 'validate':
        Object.assign(this.#reports, data.fields);
        this.#emit('validate', { fields: this.#publicFields(), hasErrors: data.hasErrors });
        break;
      case 'success':
        this.#emit('success', {
          result: 'success',
          transactionId: data.transactionId,
          cardInfo: data.cardInfo,
        });
        break;
      case 'failure':
        this.#emit('success', { result: 'error', error: data.error });
        break;
      case 'cardInfo':
        this.#cardInfoCallbacks.get(data.requestId)?.(data.data);
        this.#cardInfoCallbacks.delete(data.requestId);
        break;
    }
  }

  #publicFields() {
    const out: Record<string, { length: number; valid: boolean; paymentMethod?: string }> = {};
    for (const name of this.#specs.keys()) {
      const { length, valid, paymentMethod } = this.#reports[name];
      out[name] = paymentMethod ? { length, valid, paymentMethod } : { length, valid };
    }
    return out;
  }

  #hasErrors(): boolean {
    return [...this.#specs.keys()].some((name) => !this.#reports[name].valid);
  }

  #emit(event: string, data: unknown): void {
    for (const handler of this.#handlers.get(event) ?? []) {
      try {
        handler(data);
      } catch (error) {
        // A throwing subscriber must not stop the others, as with DOM events.
        setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  }
}
