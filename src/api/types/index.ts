/** Request and response types shared by the shop and the demo host. Types only. */
export type * from './common';
export type * from './entities';
export type * from './offer';
export type * from './search';
export type * from './hotel';
export type * from './checkout';
export type * from './payment';
export type * from './ancillaries';
export type * from './voucher';
export type * from './forms';
export type * from './teaser';
export type * from './cms';
export type * from './cmsEditing';
export type * from './page';
export type * from './seo';
export type * from './analytics';
export type * from './contract';
