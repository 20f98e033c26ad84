/**
 * What must never reach Redux state, actions, storage or logs but has to pass from the payment
 * form to the saga and back: the card provider's transaction id, the 3-D Secure action and its
 * result. Held in memory for one attempt only and taken out once (docs/rules/checkout.md,
 * "Payment secrets stay out of the store").
 */
const secrets = new Map<string, unknown>();

export const paymentVault = {
  put(key: string, value: unknown): void {
    secrets.set(key, value);
  },
  /** Reads and forgets. */
  take<T>(key: string): T | undefined {
    const value = secrets.get(key) as T | undefined;
    secrets.delete(key);
    return value;
  },
  peek<T>(key: string): T | undefined {
    return secrets.get(key) as T | undefined;
  },
  clear(): void {
    secrets.clear();
  },
};

/** One id per payment attempt, sent as the idempotency key with every retry of that attempt. */
export function newAttemptId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `a-${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** Where the payment step's provider configuration waits for the card fields. */
export const paymentConfigKey = (checkoutId: string) => `${checkoutId}:paymentConfig`;
