/** The one page global the host sets: `window.holidayShopConfig`. */
export function readHostGlobal(): unknown {
  return (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig;
}
