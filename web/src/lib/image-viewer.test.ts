import { describe, expect, it, vi } from 'vitest';
import { showImages } from './image-viewer.ts';

/** A viewer as antd-mobile draws it (its mask, a picture in it), whose closing is watched. */
async function open() {
  const close = vi.fn();
  let afterClose = () => {};
  const ImageViewer = {
    Multi: {
      show: (props: { afterClose: () => void }) => {
        afterClose = props.afterClose;
        return { close };
      },
    },
  };
  document.body.innerHTML = '<div class="image-viewer-mask"><img alt="" /></div><button type="button">page</button>';
  await showImages(async () => ({ ImageViewer }) as never, ['/a.png']);
  const picture = document.querySelector('img') as HTMLImageElement;
  return { close, picture, afterClose: () => afterClose() };
}

const press = (target: Element, pointerType: string, x: number) => {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType, clientX: x, clientY: 10 }));
};
const click = (target: Element, x: number) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: 10 }));

describe('the image viewer on a desktop', () => {
  it('closes with a click of the mouse on the picture', async () => {
    const { close, picture } = await open();
    press(picture, 'mouse', 10);
    click(picture, 11);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('stays open after a drag of the mouse (a swipe to the next picture)', async () => {
    const { close, picture } = await open();
    press(picture, 'mouse', 10);
    click(picture, 90);
    expect(close).not.toHaveBeenCalled();
  });

  it("leaves a finger's tap to antd-mobile, and clicks outside the viewer alone", async () => {
    const { close, picture } = await open();
    press(picture, 'touch', 10);
    click(picture, 10);
    const page = document.querySelector('button') as HTMLButtonElement;
    press(page, 'mouse', 10);
    click(page, 10);
    expect(close).not.toHaveBeenCalled();
  });

  it('closes with Escape, and listens no more once closed', async () => {
    const { close, picture, afterClose } = await open();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(close).toHaveBeenCalledTimes(1);
    afterClose();
    press(picture, 'mouse', 10);
    click(picture, 10);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
