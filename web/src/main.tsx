// The page's entry: its stylesheets, which the server's first paint needs before anything
// (antd-mobile's variables first, ours over them), then the app (app/start.tsx) once the page has
// painted its first frame, so that its scripts are neither fetched nor run ahead of the first
// paint (decision 16).
import 'antd-mobile/es/global/global.css';
import './app/global.css';
import './components/loading-dots.css';
import './components/state-view.css';

const start = () => void import('./app/start.tsx');
// a hidden page has no frame to wait for
if (document.hidden) start();
else requestAnimationFrame(() => setTimeout(start));
