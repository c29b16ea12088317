// The widget's stylesheet, one <style> element (the page's CSP allows inline styles). Brand colours come
// from the page's custom properties when it sets them (src/web/styles/base.css).
//
// On a phone the launcher is a 52 px round button in the bottom corner, clear of the safe area and
// above the cookie bar (its height is --consent-banner-height while it shows). The page's body gets
// as much room at its end, so the last control (Next) always scrolls clear of the launcher, and
// keyboard focus scrolls it clear too (scroll-padding).

const bottom = 'calc(0.75rem + env(safe-area-inset-bottom, 0px) + var(--consent-banner-height, 0px))';
const side = 'calc(0.75rem + env(safe-area-inset-right, 0px))';
const room = 'calc(4.5rem + env(safe-area-inset-bottom, 0px) + var(--consent-banner-height, 0px))';

export const STYLES = `
:root[data-funnel-chat]{scroll-padding-bottom:${room}}
:root[data-funnel-chat] body{padding-bottom:${room}}
.fc,.fc *{box-sizing:border-box}
.fc{font-family:inherit;font-size:1rem;line-height:1.4;color:#1a1a1a}
.fc-launcher{position:fixed;right:${side};bottom:${bottom};z-index:35;display:inline-flex;align-items:center;gap:.5rem;min-height:3.25rem;padding:.5rem 1.1rem;border:2px solid #fff;border-radius:1.625rem;background:var(--brand-primary,#1f4fd1);color:#fff;font:inherit;font-weight:600;box-shadow:0 2px 12px rgb(0 0 0/.25);cursor:pointer}
.fc-launcher svg{flex:none;width:1.5rem;height:1.5rem}
.fc button:focus-visible,.fc input:focus-visible{outline:3px solid var(--focus,#0b57d0);outline-offset:2px}
.fc-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.fc-panel{position:fixed;right:${side};bottom:calc(${bottom} + 4rem);z-index:36;display:flex;flex-direction:column;width:min(24rem,calc(100vw - 1.5rem));max-height:min(34rem,calc(100vh - ${bottom} - 5rem));max-height:min(34rem,calc(100dvh - ${bottom} - 5rem));background:#fff;border:1px solid #c7cdd9;border-radius:12px;box-shadow:0 8px 32px rgb(0 0 0/.2);overflow:hidden}
.fc-panel[hidden]{display:none}
.fc-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem;padding:.5rem .5rem .5rem 1rem;background:var(--brand-primary,#1f4fd1);color:#fff}
.fc-title{margin:0;font-size:1rem}
.fc-close{width:2.75rem;height:2.75rem;border:0;border-radius:8px;background:transparent;color:inherit;font:inherit;font-size:1.5rem;line-height:1;cursor:pointer}
.fc-close:focus-visible{outline-color:#fff}
.fc-body{flex:1 1 auto;min-height:0;overflow-y:auto;padding:.75rem 1rem}
.fc-log{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:.5rem}
.fc-msg{max-width:90%;padding:.5rem .75rem;border-radius:12px;background:#eef1f6;overflow-wrap:anywhere}
.fc-msg--you{align-self:flex-end;background:var(--brand-primary,#1f4fd1);color:#fff}
.fc-suggest{display:flex;flex-wrap:wrap;gap:.375rem;margin-top:.75rem}
.fc-chip{min-height:2.75rem;padding:.375rem .75rem;border:1px solid var(--brand-primary,#1f4fd1);border-radius:1.375rem;background:#fff;color:var(--brand-primary,#1f4fd1);font:inherit;font-size:.875rem;text-align:start;cursor:pointer}
.fc-form{display:grid;grid-template-columns:1fr auto;gap:.25rem .5rem;padding:.75rem 1rem;border-top:1px solid #c7cdd9}
.fc-form label{grid-column:1/-1;font-size:.875rem;font-weight:600}
.fc-form input{min-width:0;min-height:2.75rem;padding:.5rem;border:1px solid #6b7280;border-radius:8px;font:inherit;color:inherit;background:#fff}
.fc-send{min-height:2.75rem;padding:.5rem 1rem;border:0;border-radius:8px;background:var(--brand-primary,#1f4fd1);color:#fff;font:inherit;font-weight:600;cursor:pointer}
@media (max-width:40rem){
.fc-launcher{width:3.25rem;padding:0;justify-content:center;border-radius:50%}
.fc-launcher .fc-label{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
}
@media (prefers-reduced-motion:no-preference){.fc-launcher{transition:transform .15s}.fc-launcher:hover{transform:translateY(-2px)}}
`;
