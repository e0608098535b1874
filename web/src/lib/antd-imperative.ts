// antd-mobile's imperative calls (Dialog.alert, Toast.show, ImageViewer.show…) render through
// ReactDOM.render, which React 19 removed, and then silently show nothing. Taken from here,
// they come with antd-mobile's documented adapter installed, which gives them createRoot. It is
// not in the entry, so the adapter (and the async runtime it brings) loads with the first
// dialog or viewer, not with the page. antd-imperative.test.ts keeps every such import here.
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host._reactRoot;
  };
});

export { ActionSheet, Dialog, ImageViewer, Modal, Toast } from 'antd-mobile';
