// Opens the full-screen image viewer; its code loads on the first tap, never with the page.
import { IMAGE_WIDTH_LARGE } from '#contract/limits.ts';
import { sized } from './rules.ts';

export const loadViewer = () => import('./image-viewer-ui.ts');

export async function openImageViewer(images: string[], index = 0) {
  if (images.length === 0) return;
  const { ImageViewer } = await loadViewer();
  ImageViewer.Multi.show({ images: images.map((url) => sized(url, IMAGE_WIDTH_LARGE)), defaultIndex: index });
}
