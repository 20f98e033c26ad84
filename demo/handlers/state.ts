import type {
  CheckoutPayment,
  CheckoutStatus,
  Customer,
  EventLogRequest,
  InfoForm,
  NewsletterCustomer,
  Offer,
  Passenger,
  ProductSearch,
  ThreeDsAction,
  VoucherAmountOption,
  VoucherResultCode,
} from '../../src/api/types';
import type { TokenisedCard } from '../cardProvider/testCards';
import type { Language } from '../catalogue';
import { freshIdentityState, type IdentityState } from '../identity/users';

/** In-memory state of the journeys that need it; resetDemoState() empties it between tests. */
export interface CartState {
  id: string;
  status: CheckoutStatus;
  hotelId: number;
  offer: Offer;
  productSearch: ProductSearch;
  language: Language;
  selected: string[];
  passengers: Passenger[];
  customer: Customer | null;
  infoForm: InfoForm;
  payment: CheckoutPayment;
  coupon: { code: string; amount: number } | null;
  market: string;
  polls: number;
  milesAmount: number;
  /** The Miles and More account of the last successful miles login on this cart. */
  milesAccount?: { remainingPoints: number; minimumPointsFee: number; rate: number };
  /** Distinct payment attempts the host received (a retried attempt counts once). */
  paymentSets: number;
  /** Fault routes whose price-change fault has re-priced this cart already (once each). */
  repricedFor?: string[];
  /** The card discount bin-verify granted, for the BIN it verified. */
  cardDiscount?: { bin: string; percent: number } | null;
  /** The last 3-D Secure challenge handed out (the `repeat-3ds` fault hands it out again). */
  lastChallenge?: ThreeDsAction;
}

export interface VoucherState {
  id: string;
  currency: string;
  availableVouchers: VoucherAmountOption[];
  amount: number | null;
  recipient: { firstName: string; lastName: string } | null;
  code: string | null;
  resultCode: VoucherResultCode | null;
  finished: boolean;
  threeDsPending: boolean;
  /** Where the voucher goes once paid. */
  email: string | null;
  /** Distinct purchase attempts the host received (a retried attempt counts once). */
  paymentSets: number;
}

export interface Subscriber {
  email: string;
  listId: string;
  subscribed: boolean;
  customerId: string;
}

interface DemoState {
  carts: Map<string, CartState>;
  /** Payment answers per checkout and Idempotency-Key. */
  paymentAnswers: Map<string, unknown>;
  vouchers: Map<string, VoucherState>;
  /** Per brand and visitor ('brand|visitor'): the saved hotels, each with the search it came from. */
  favourites: Map<string, { hotelId: number; search?: ProductSearch }[]>;
  subscribers: Map<string, Subscriber>;
  customers: Map<string, NewsletterCustomer>;
  events: EventLogRequest[];
  /** The card provider stand-in's vault: transactionId → tokenised test card. */
  cardTokens: Map<string, TokenisedCard>;
  /** The reCAPTCHA stand-in's unused tokens: token → expiry time (ms since the epoch). */
  recaptchaTokens: Map<string, number>;
  /** The identity provider stand-in's users, sessions, codes and tokens. */
  identity: IdentityState;
  complaints: number;
  /** CMS editors' saved texts: `<editor> <pageId>` → the page's edits, newest last. */
  cmsEdits: Map<string, CmsTextEdit[]>;
  counter: number;
}

export interface CmsTextEdit {
  moduleId: string;
  field: string;
  value: string;
}

function seededCustomers(): Map<string, NewsletterCustomer> {
  return new Map([
    [
      'nl-demo-0001',
      {
        salutation: 'FEMALE',
        firstName: 'Erika',
        lastName: 'Mustermann',
        birthdate: '1984-08-12',
        hasChildren: 'Yes',
        hasMilesMore: 'No',
        country: 'DE',
        email: 'demo@example.com',
        trackingPermission: true,
        preferredAirports: ['FRA', 'MUC'],
        preferredTravelTypes: ['Strandurlaub'],
        subscribed: true,
      },
    ],
  ]);
}

function seededSubscribers(): Map<string, Subscriber> {
  return new Map([
    [
      'demo@example.com',
      {
        email: 'demo@example.com',
        listId: 'holiday-news',
        subscribed: true,
        customerId: 'nl-demo-0001',
      },
    ],
    [
      'gone@example.com',
      {
        email: 'gone@example.com',
        listId: 'holiday-news',
        subscribed: false,
        customerId: 'nl-demo-0002',
      },
    ],
  ]);
}

function freshState(): DemoState {
  return {
    carts: new Map(),
    paymentAnswers: new Map(),
    vouchers: new Map(),
    favourites: new Map(),
    subscribers: seededSubscribers(),
    customers: seededCustomers(),
    events: [],
    cardTokens: new Map(),
    recaptchaTokens: new Map(),
    identity: freshIdentityState(),
    complaints: 0,
    cmsEdits: new Map(),
    counter: 0,
  };
}

export const state: DemoState = freshState();

/**
 * Empties carts, vouchers, favourites, newsletter data, card tokens, the identity provider's
 * sign-ups and sessions, CMS editors' texts and the event log (for tests).
 */
export function resetDemoState(): void {
  Object.assign(state, freshState());
}

/** Readable ids that are unique for the life of the process: bk-000001, vc-000002, ... */
export function nextId(prefix: string): string {
  state.counter += 1;
  return `${prefix}-${String(state.counter).padStart(6, '0')}`;
}

/** The event log keeps the latest entries only. */
export function recordEvent(event: EventLogRequest): void {
  state.events.push(event);
  if (state.events.length > 500) state.events.splice(0, state.events.length - 500);
}
