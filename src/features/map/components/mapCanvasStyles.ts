/** Markers and cards, scoped under `.hs-root`; shipped with the map's lazy chunk. */
export const mapCanvasCss = `
.hs-root .hs-map__canvas-wrap{position:relative}
.hs-root .hs-map__canvas{position:relative;height:min(70vh,34rem);background:#e8eef2}
.hs-root .hs-map__state{position:absolute;left:50%;top:.75rem;transform:translateX(-50%);margin:0;padding:.4rem .8rem;border-radius:var(--hs-radius,4px);background:#fff;color:#1d2a33;box-shadow:0 1px 4px rgba(0,0,0,.3);z-index:2}
.hs-root .hs-map__state--failed{color:#b00020}
.hs-root .hs-map-marker{position:relative;transform:translate(-50%,-100%);width:max-content}
.hs-root .hs-map-marker__button{font:inherit;font-size:.85rem;font-weight:700;padding:.25em .6em;border-radius:1em;border:2px solid #fff;background:var(--hs-color-primary,#004f9f);color:var(--hs-color-primary-contrast,#fff);box-shadow:0 1px 4px rgba(0,0,0,.35);cursor:pointer;white-space:nowrap}
.hs-root .hs-map-marker__button[aria-expanded="true"]{background:#1d2a33}
.hs-root .hs-map-marker__button:focus-visible{outline:3px solid #f6a313;outline-offset:2px}
.hs-root .hs-map-marker--cluster .hs-map-marker__button{min-width:2.4em;min-height:2.4em;border-radius:50%;transform:translateY(50%)}
.hs-root .hs-map-marker--airport .hs-map-marker__button{background:#fff;color:#1d2a33;border-color:#1d2a33}
.hs-root .hs-map-detail{position:relative;background:#fff;color:#1d2a33;border-radius:var(--hs-radius,4px);box-shadow:0 2px 10px rgba(0,0,0,.35);padding:.75rem 2.25rem .75rem .75rem}
.hs-root .hs-map-detail--overlay{position:absolute;left:50%;bottom:calc(100% + .5rem);transform:translateX(-50%);width:16rem}
.hs-root .hs-map-detail--overlay img{display:block;width:100%;max-height:5rem;object-fit:cover}
.hs-root .hs-map-detail--mobile{margin-top:.5rem;box-shadow:none;border:1px solid #ccc}
.hs-root .hs-map-detail__close{position:absolute;top:.25rem;right:.25rem;font:inherit;font-size:1.25rem;line-height:1;width:2rem;height:2rem;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.hs-root .hs-map-detail--overlay .hs-rl-fav{position:absolute;top:.25rem;right:2.5rem;width:2rem;height:2rem;padding:0;border:0;border-radius:50%;background:#fff;font-size:1.1rem;line-height:1}
.hs-root .hs-map-detail--overlay .hs-rl-fav__label{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
.hs-root .hs-map-card{display:grid;gap:.25rem;margin:0}
.hs-root .hs-map-card p{margin:0}
.hs-root .hs-map-card__name{font-weight:700}
.hs-root .hs-map-card__price strong{font-size:1.1rem}
`;
