// Watches the app's own scripts arrive. The page the server drew is readable before any script
// runs, but its buttons only work once the app has taken over: when the app's entry, or the app
// it starts, does not arrive (a dropped connection, an old page after a deployment), the page
// says so and offers to load it again, instead of leaving every button dead without a word.
// A classic script of its own, deferred and named before the entry, so that it listens before
// the entry can fail; its two sentences live here, since the app's texts are what did not come.
(() => {
  const TEXTS = {
    zn: ['页面未能加载完成，按钮暂时无法使用。', '重新加载'],
    en: ['This page did not finish loading, so its buttons do not work yet.', 'Reload'],
  };
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    // the stored choice, else the language the page was drawn in
    let stored = null;
    try {
      stored = localStorage.getItem('lang');
    } catch {}
    const english = stored ? stored === 'en' : document.documentElement.lang.startsWith('en');
    const [text, again] = english ? TEXTS.en : TEXTS.zn;
    const bar = document.createElement('div');
    bar.setAttribute('role', 'alert');
    bar.setAttribute('data-app-failed', '');
    bar.style.cssText =
      'position:fixed;left:12px;right:12px;bottom:calc(12px + env(safe-area-inset-bottom));z-index:3000;' +
      'display:flex;gap:12px;align-items:center;padding:12px 14px;border-radius:10px;' +
      'background:#1f1a17;color:#fff;font:14px/1.45 system-ui,-apple-system,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.25)';
    const message = document.createElement('span');
    message.style.flex = '1';
    message.textContent = text;
    const reload = document.createElement('a');
    reload.href = window.location.href;
    reload.textContent = again;
    reload.style.cssText = 'color:#ffd591;font-weight:600;white-space:nowrap;text-decoration:underline';
    bar.append(message, reload);
    document.body.append(bar);
  };
  // the entry (a module script) or one of the files it imports failed to arrive; the static
  // build's early start (early-*.js) only hurries the first calls, the app goes on without it
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.type === 'module' && !/\/early-[^/]*$/.test(target.src)) show();
    },
    true,
  );
  // the entry ran, but the app it starts did not arrive (web/src/main.tsx)
  window.addEventListener('app-start-failed', show);
})();
