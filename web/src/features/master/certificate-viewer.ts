// antd-mobile's full-screen image viewer, in a chunk of its own: loaded on the first tap on a
// certificate, never with the page.
export { ImageViewer } from '../../lib/antd-imperative.ts';
