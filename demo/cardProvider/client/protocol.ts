import type { PaymentMethod } from '../card';

/** Hosted fields of the stand-in (Datatrans Secure Fields 2.0.0 names). */
export type FieldName = 'cardNumber' | 'cvv';

/** Tag on every message between the page script and the field frames. */
export const pageTag = 'demo-secure-fields';
/** Tag on messages between the two field frames (same origin, never through the page). */
export const frameTag = 'demo-secure-fields-frame';
/** Tag on the 3-D Secure challenge page's result message. */
export const challengeTag = 'demo-3ds-challenge';

/** What a field frame reports: lengths and validity only, never the digits. */
export interface FieldReport {
  length: number;
  valid: boolean;
  empty: boolean;
  paymentMethod?: PaymentMethod;
}

export interface CardInfoData {
  maskedCard?: string;
  paymentMethod?: PaymentMethod;
  cardInfo?: { brand: string; type: string; usage: string; country: string; issuer: string };
  error?: string;
}

export interface TokenizeRequest {
  transactionId?: string;
  merchantId?: string;
  cardNumber: string;
  cvv: string;
  expm?: unknown;
  expy?: unknown;
}

export type TokenizeResponse =
  | { transactionId: string; cardInfo: NonNullable<CardInfoData['cardInfo']> }
  | { error: { code: string; message: string } };

/** Page → frame. */
export type ToFrame =
  | {
      type: 'init';
      placeholder?: string;
      inputType?: string;
      ariaLabel?: string;
      rules: [string, string][];
    }
  | { type: 'focus' }
  | { type: 'style'; rules: [string, string][] }
  | { type: 'placeholder'; text: string }
  | { type: 'submit'; expm?: unknown; expy?: unknown; transactionId?: string; merchantId?: string }
  | { type: 'cardInfo'; requestId: number };

/** Frame → page. */
export type FromFrame =
  | { type: 'loaded' }
  | { type: 'initialised' }
  | { type: 'change'; report: FieldReport; eventType: string }
  | { type: 'validate'; fields: Record<FieldName, FieldReport>; hasErrors: boolean }
  | { type: 'success'; transactionId: string; cardInfo: CardInfoData['cardInfo'] }
  | { type: 'failure'; error: { code: string; message: string } }
  | { type: 'cardInfo'; requestId: number; data: CardInfoData };

/** Frame ↔ frame. */
export type BetweenFrames =
  | { type: 'brand'; cvvLength: number | null }
  | { type: 'cvvRequest'; requestId: number }
  | { type: 'cvvReply'; requestId: number; value: string; report: FieldReport };
