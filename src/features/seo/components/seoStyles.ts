import { useScopedStyles } from '../../../ui/useScopedStyles';

/** The SEO pages, scoped under `.hs-root`; mobile first, the sidebar at the left from 900 px. */
const seoCss = `
.hs-root .hs-seo-page{display:grid;gap:1.25rem;padding:1rem 0}
.hs-root .hs-seo-crumbs ol{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .5rem}
.hs-root .hs-seo-crumbs li+li::before{content:'›';margin-right:.5rem;color:#555}
.hs-root .hs-seo-teaser{background:#1d2a33 center/cover no-repeat;border-radius:var(--hs-radius,4px);padding:2rem 1rem}
.hs-root .hs-seo-teaser__text{background:rgba(255,255,255,.94);color:#1d2a33;padding:1rem;border-radius:var(--hs-radius,4px);max-width:32rem}
.hs-root .hs-seo-teaser__title{font-size:1.5rem;font-weight:700;margin:0 0 .5rem}
.hs-root .hs-seo-button{display:inline-block;margin-top:.75rem;padding:.5em 1em;border-radius:var(--hs-radius,4px);background:var(--hs-color-primary,#00507a);color:var(--hs-color-primary-contrast,#fff);text-decoration:none;font-weight:700}
.hs-root .hs-seo-columns{display:grid;gap:1.25rem}
.hs-root .hs-seo-main{display:grid;gap:1.5rem;min-width:0}
.hs-root .hs-seo-aside{display:grid;gap:1rem;align-content:start}
.hs-root .hs-seo-box{border:1px solid #ccc;border-radius:var(--hs-radius,4px);padding:.75rem 1rem}
.hs-root .hs-seo-box h2{font-size:1.1rem;margin:0 0 .5rem}
.hs-root .hs-seo-box h3{font-size:1rem;margin:.75rem 0 .25rem}
.hs-root .hs-seo-box ul{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
.hs-root .hs-seo-facet--active{font-weight:700}
.hs-root .hs-seo-weather{display:flex;gap:1.5rem;margin:0}
.hs-root .hs-seo-weather dd{margin:0;font-size:1.25rem;font-weight:700}
.hs-root .hs-seo-toolbar{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;margin-bottom:1rem}
.hs-root .hs-seo-toolbar p{margin:0;font-weight:700}
.hs-root .hs-seo-hotel-list{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.hs-root .hs-seo-hotel-list h3{margin:0;font-size:1.1rem}
.hs-root .hs-seo-top{display:inline-block;margin:0 0 .25rem;padding:.1em .6em;border-radius:var(--hs-radius,4px);background:#1d2a33;color:#fff;font-size:.85rem;font-weight:700}
.hs-root .hs-seo-pages ul{list-style:none;margin:1rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.hs-root .hs-seo-pages a{display:inline-block;min-width:2.75rem;min-height:2.75rem;padding:.6em .8em;box-sizing:border-box;text-align:center;border:1px solid #999;border-radius:var(--hs-radius,4px)}
.hs-root .hs-seo-pages a[aria-current=page]{font-weight:700;background:#1d2a33;color:#fff;border-color:#1d2a33}
.hs-root .hs-seo-cards{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}
.hs-root .hs-seo-card{display:grid;gap:.35rem;font-weight:700}
.hs-root .hs-seo-card img{width:100%;aspect-ratio:16/10;object-fit:cover;border-radius:var(--hs-radius,4px);background:#ddd}
.hs-root .hs-seo-letters ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.hs-root .hs-seo-letters a{display:inline-block;min-width:2.75rem;min-height:2.75rem;padding:.6em;box-sizing:border-box;text-align:center;border:1px solid #999;border-radius:var(--hs-radius,4px);text-transform:uppercase}
.hs-root .hs-seo-letters a[aria-current=page]{font-weight:700;background:#1d2a33;color:#fff}
@media (min-width:900px){.hs-root .hs-seo-columns{grid-template-columns:16rem minmax(0,1fr)}}
`;

export function useSeoStyles(): void {
  useScopedStyles('seo-pages', seoCss);
}
