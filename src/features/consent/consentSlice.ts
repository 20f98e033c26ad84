import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsentService } from '../../config/hostConfig';

export type { ConsentService };
export type ConsentDecision = 'unknown' | 'granted' | 'denied';

export type ConsentState = Record<ConsentService, ConsentDecision>;

const initialState: ConsentState = { maps: 'unknown', recaptcha: 'unknown', analytics: 'unknown' };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentGiven(state, action: PayloadAction<ConsentService>) {
      state[action.payload] = 'granted';
    },
    consentRefused(state, action: PayloadAction<ConsentService>) {
      state[action.payload] = 'denied';
    },
    /** The host's consent manager reports its whole state at once. */
    consentSynced(state, action: PayloadAction<Partial<ConsentState>>) {
      Object.assign(state, action.payload);
    },
  },
  selectors: {
    selectConsent: (state, service: ConsentService) => state[service],
  },
});

export const consentActions = consentSlice.actions;
export const { selectConsent } = consentSlice.selectors;
