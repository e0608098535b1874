// Two things at the start of every page, before the app's entry runs (a classic script of its
// own, deferred and named before the entry, which runs after it in document order):
// - A page the server drew in one language for a visitor who chose the other (the choice is
//   stored on this device, but the `lang` cookie that tells the server was missing): the cookie
//   is set again, as web/src/lib/i18n.ts sets it, and the page is loaded again, drawn in the
//   chosen language, instead of showing the other one until the app takes over. Once a session
//   at most, and only when the cookie took.
// - The app's own scripts: the page the server drew is readable before any script runs, but its
//   buttons only work once the app has taken over. When the app's entry, or the app it starts,
//   does not arrive (a dropped connection, an old page after a deployment), the page says so and
//   offers to load it again, instead of leaving every button dead without a word. Its two
//   sentences live here, since the app's texts are what did not come.
(() => {
  // the stored choice, read as the language rule reads one (contract/language.ts, chosenLanguage:
  // zn or en in any case); a classic script imports nothing, so web/src/lib/page-start.test.ts
  // holds this copy to the rule
  const storedLanguage = () => {
    try {
      const stored = localStorage.getItem('lang')?.trim().toLowerCase();
      return stored === 'zn' || stored === 'en' ? stored : null;
    } catch {
      return null;
    }
  };

  const stored = storedLanguage();
  const drawn = document.documentElement.lang.startsWith('en') ? 'en' : 'zn';
  const root = document.getElementById('root');
  if (stored && stored !== drawn && root?.firstElementChild) {
    // biome-ignore lint/suspicious/noDocumentCookie: as web/src/lib/i18n.ts, for the older browsers
    document.cookie = `lang=${stored};path=/;max-age=31536000;samesite=lax`;
    let again = false;
    try {
      again =
        new RegExp(`(?:^|;)\\s*lang=${stored}(?:;|$)`).test(document.cookie) && !sessionStorage.getItem('lang-reload');
      if (again) sessionStorage.setItem('lang-reload', '1');
    } catch {}
    if (again) {
      root.style.visibility = 'hidden';
      window.location.replace(window.location.href);
      return;
    }
  }

  const TEXTS = {
    zn: ['页面未能加载完成，按钮暂时无法使用。', '重新加载'],
    en: ['This page did not finish loading, so its buttons do not work yet.', 'Reload'],
  };
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    // the stored choice, else the language the page was drawn in
    const english = (stored ?? drawn) === 'en';
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
