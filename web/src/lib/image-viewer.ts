// Shows pictures in antd-mobile's full-screen viewer, whose code the caller loads on the first
// tap (never with the page). When that code does not come, the user is told the viewer is not
// available (a tap again retries); on a desktop, Escape closes it.
import type { ImageViewer as Viewer } from './antd-imperative.ts';
import { sayUnavailable } from './feedback.ts';
import './image-viewer.css';

export async function showImages(
  load: () => Promise<{ ImageViewer: typeof Viewer }>,
  images: string[],
  index = 0,
): Promise<void> {
  if (images.length === 0) return;
  let ImageViewer: typeof Viewer;
  try {
    ({ ImageViewer } = await load());
  } catch {
    sayUnavailable();
    return;
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') handler.close();
  };
  const handler = ImageViewer.Multi.show({
    classNames: { mask: 'image-viewer-mask' },
    images,
    defaultIndex: index,
    afterClose: () => window.removeEventListener('keydown', closeOnEscape),
  });
  window.addEventListener('keydown', closeOnEscape);
}
