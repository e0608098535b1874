// The page's entry: its stylesheets, which the server's first paint needs before anything
// (antd-mobile's variables first, ours over them), then the app (app/start.tsx). When the server
// drew the first screen, the app waits until that screen is on screen with its pictures (the
// page's load and first contentful paint, at most 3 s), so that its scripts are neither fetched
// nor run ahead of it (decision 16). A static build's treasure or master frame waits, as long at
// most, until what its early start draws there is painted (the main picture, the master's about
// card: decisions 32 and 34): on a slow network the app's scripts would otherwise share the line
// with the calls that bring them. Otherwise the app starts at once.
import 'antd-mobile/es/global/global.css';
import './app/global.css';
import './components/loading-dots.css';
import './components/state-view.css';
// Small stylesheets the app adds as it starts: linked with the page's own, since each stylesheet
// added later makes the browser match every element's style again, a long task of its own.
import './app/navigation-pending.css';
import './lib/waiting.css';
import './components/part-boundary.css';
import './lib/plain-feedback.css';
// The same for what every page fetches once it is idle: the dialogs and toasts (lib/feedback.ts)
// and the mock's demo tab. Added then, their stylesheets made the idle task one of the page's
// longest, and each restyled the whole page again as it arrived (decision 94). `npm run size`
// fails when one of those parts brings a stylesheet of its own.
import 'antd-mobile/es/components/mask/mask.css';
import 'antd-mobile/es/components/auto-center/auto-center.css';
import 'antd-mobile/es/components/center-popup/center-popup.css';
import 'antd-mobile/es/components/dot-loading/dot-loading.css';
import 'antd-mobile/es/components/spin-loading/spin-loading.css';
import 'antd-mobile/es/components/image/image.css';
import 'antd-mobile/es/components/button/button.css';
import 'antd-mobile/es/components/dialog/dialog.css';
import 'antd-mobile/es/components/toast/toast.css';
import './lib/feedback-ui.css';
import './features/demo/demo-tab.css';
import { preloadScreenModules } from './app/screen-modules.ts';
import { holdEarlySubmits } from './lib/early-input.ts';

// a search sent from the server's first paint waits for the app instead of reloading the page
holdEarlySubmits();

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // public/page-start.js tells the visitor when the app does not arrive
  import('./app/start.tsx').catch(() => window.dispatchEvent(new Event('app-start-failed')));
  preloadScreenModules(document.getElementById('root'));
};

// how long the app waits at most for a drawn page's first paint, or a frame's main picture
const WAIT_AT_MOST_MS = 3000;

/** The page's first contentful paint and its load, both. */
function paintedAndLoaded() {
  const painted = new Promise<void>((resolve) =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true }),
  );
  const loaded = new Promise((resolve) =>
    document.readyState === 'complete' ? resolve(null) : addEventListener('load', resolve, { once: true }),
  );
  return Promise.all([painted, loaded]);
}

// A page drawn whole (the server's, with its data; the static build's search page, marked
// `data-drawn="whole"`) waits for its first paint; a static build's prerendered frame for what
// its early start (early/early-fetch.ts) draws in it; anything else waits for nothing.
const root = document.getElementById('root');
const drawnWhole = !!document.getElementById('first-paint-data') || root?.dataset.drawn === 'whole';
const earlyScreen = (window as { __earlyScreen?: Promise<void> }).__earlyScreen;
const onScreen = !root?.firstElementChild ? undefined : drawnWhole ? paintedAndLoaded() : earlyScreen;
if (!onScreen) start();
else {
  setTimeout(start, WAIT_AT_MOST_MS);
  void onScreen.then(() => requestAnimationFrame(() => setTimeout(start)));
}
