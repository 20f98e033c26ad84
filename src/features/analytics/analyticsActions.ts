import { createAction } from '@reduxjs/toolkit';
import { analyticsStartedType } from './analyticsBoot';

/** What a teaser or a product is called in analytics: catalogue data only, never a person's. */
export interface TrackedItem {
  kind: 'teaser' | 'product';
  /** The teaser's module id or the product's hotel id. */
  id: string;
  /** Headline or hotel name. */
  name?: string;
  /** Where it was shown, e.g. 'resultlist', 'favorites', 'homepage'. */
  list?: string;
  /** 1-based place in that list. */
  position?: number;
  /** Per-person price shown, in the market currency. */
  price?: number;
}

export type FormOutcome = 'success' | 'failure';

/** The host config's analytics keys and the variant: all the lazy analytics saga needs to start. */
export interface AnalyticsSettings {
  dataLayer: string;
  requireConsent: boolean;
  eventLog: boolean;
  variant: string;
}

/**
 * Small, serialisable events that features dispatch where no action of their own says it
 * (contract: ./index.ts).
 */
export const analyticsActions = {
  impressionSeen: createAction<TrackedItem>('analytics/impressionSeen'),
  clicked: createAction<TrackedItem>('analytics/clicked'),
  formSubmitted: createAction<{ form: string; outcome: FormOutcome }>('analytics/formSubmitted'),
  searchMaskChanged: createAction('analytics/searchMaskChanged'),
  started: createAction<AnalyticsSettings>(analyticsStartedType),
};
