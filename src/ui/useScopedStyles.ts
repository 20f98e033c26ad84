import { useInsertionEffect } from 'react';

/**
 * Adds a feature's stylesheet once, when its chunk first renders, so the shell does not carry
 * every feature's CSS. Rules must be scoped under `.hs-root` like the shell's own.
 */
export function useScopedStyles(name: string, css: string): void {
  useInsertionEffect(() => {
    if (document.head.querySelector(`style[data-holiday-shop="${name}"]`)) return;
    const style = document.createElement('style');
    style.dataset.holidayShop = name;
    style.textContent = css;
    document.head.append(style);
  }, [name, css]);
}
