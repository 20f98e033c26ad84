export function clearTravellerDraft(checkoutId: string): void {
  window.sessionStorage?.removeItem(`hs-travellers-${checkoutId}`);
}
