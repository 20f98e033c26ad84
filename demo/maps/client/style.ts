/** The stand-in's look, added to the page once (the real script injects its styles the same way). */
const css = `
.dm-root{position:absolute;left:0;top:0;width:100%;height:100%;overflow:hidden;background:#dcdad5;
  touch-action:none;user-select:none;-webkit-user-select:none;cursor:grab;outline:none;
  font-family:Arial,Helvetica,sans-serif}
.dm-root:focus-visible::after{content:"";position:absolute;left:0;top:0;right:0;bottom:0;z-index:30;
  box-shadow:inset 0 0 0 3px #1a73e8;pointer-events:none}
.dm-surface{position:absolute;left:0;top:0;width:100%;height:100%;display:block;pointer-events:none;z-index:0}
.dm-layer{position:absolute;left:0;top:0;width:0;height:0;z-index:1}
.dm-pane{position:absolute;left:0;top:0;width:0;height:0}
.dm-pos{position:absolute;display:flex;gap:8px;pointer-events:none;z-index:10}
.dm-pos>*{pointer-events:auto}
.dm-zoom{display:flex;flex-direction:column;background:#fff;border-radius:2px;box-shadow:0 1px 4px rgba(0,0,0,.3)}
.dm-button{display:flex;align-items:center;justify-content:center;width:40px;height:40px;margin:0;padding:0;
  border:0;background:#fff;color:#3c4043;font:400 26px/1 Arial,Helvetica,sans-serif;cursor:pointer}
.dm-button+.dm-button{border-top:1px solid #e6e6e6}
.dm-button:hover{color:#000}
.dm-button:focus-visible{outline:3px solid #1a73e8;outline-offset:-3px}
.dm-button[aria-disabled=true]{color:#757575;cursor:default}
.dm-attribution{position:absolute;right:0;bottom:0;z-index:10;padding:0 6px;background:#fff;color:#333;
  font:11px/16px Arial,Helvetica,sans-serif;pointer-events:none}
.dm-hint{position:absolute;left:0;top:0;width:100%;height:100%;z-index:20;display:flex;align-items:center;
  justify-content:center;padding:1em;box-sizing:border-box;background:rgba(0,0,0,.55);color:#fff;
  font:20px/1.3 Arial,Helvetica,sans-serif;text-align:center;pointer-events:none;visibility:hidden}
.dm-hint.dm-visible{visibility:visible}
.dm-blank .dm-surface,.dm-blank .dm-layer,.dm-blank .dm-pos,.dm-blank .dm-attribution,.dm-blank .dm-hint{display:none}
`;

const styleId = 'demo-maps-style';

export function injectStyle(document: Document): void {
  if (document.getElementById(styleId)) return;
  const style = document.createElement('style');
  style.id = styleId;
  // As the real script does under a nonce-based policy: its style elements take the nonce of the
  // page's first <style> element that carries one (README, "Content Security Policy").
  const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  document.head.append(style);
}
