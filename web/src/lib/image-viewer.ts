// Shows pictures in antd-mobile's full-screen viewer, whose code the caller loads on the first
// tap (never with the page). When that code does not come, the user is told the viewer is not
// available (a tap again retries); on a desktop, Escape or a click on the picture closes it.
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
  // antd-mobile's viewer closes on a finger's tap only: a click of a mouse (a laptop's demo, a
  // desktop browser) on the picture closes it too, unless the mouse dragged it (a swipe)
  let pressedAt: { x: number; y: number } | null = null;
  const inViewer = (event: Event) => event.target instanceof Element && event.target.closest('.image-viewer-mask');
  const onPress = (event: PointerEvent) => {
    pressedAt = event.pointerType === 'mouse' && inViewer(event) ? { x: event.clientX, y: event.clientY } : null;
  };
  const onClick = (event: MouseEvent) => {
    if (!pressedAt || !inViewer(event)) return;
    const moved = Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y);
    pressedAt = null;
    if (moved < 8) handler.close();
  };
  const listeners = [
    ['keydown', closeOnEscape],
    ['pointerdown', onPress],
    ['click', onClick],
  ] as const;
  const handler = ImageViewer.Multi.show({
    classNames: { mask: 'image-viewer-mask' },
    images,
    defaultIndex: index,
    afterClose: () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, true);
    },
  });
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true);
}
