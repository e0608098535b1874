// Opens the full-screen image viewer; its code loads on the first tap, never with the page.
import { IMAGE_WIDTH_LARGE } from '#contract/limits.ts';
import { showImages } from '../../lib/image-viewer.ts';
import { sized } from '../../lib/sized-image.ts';

export const loadViewer = () => import('./image-viewer-ui.ts');

export function openImageViewer(images: string[], index = 0) {
  return showImages(
    loadViewer,
    images.map((url) => sized(url, IMAGE_WIDTH_LARGE)),
    index,
  );
}
