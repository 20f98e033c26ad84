export * from './binStrategy';
export * from './milesEarning';
export * from './milesLogin';
export * from './milesRedemption';
export * from './packageTotal';
export * from './paymentMethod';
export * from './ruleMessages';
export * from './sepaAccount';
