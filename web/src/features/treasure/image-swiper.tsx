// A light swiper for the treasure's pictures and its related certificates: follows the
// finger, turns the page past SWIPE_THRESHOLD_PX, and a tap opens the picture. Written here
// rather than taken from antd-mobile so that the page's first load stays small.
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { SWIPE_THRESHOLD_PX } from '#contract/limits.ts';
import { sized } from '../../lib/sized-image.ts';
import './swiper.css';

/** The slide a swipe of `dx` pixels leads to (negative dx goes forward). */
export function swipeTarget(index: number, count: number, dx: number, threshold = SWIPE_THRESHOLD_PX): number {
  if (dx <= -threshold) return Math.min(count - 1, index + 1);
  if (dx >= threshold) return Math.max(0, index - 1);
  return index;
}

/** Movement under this many pixels is a tap, not a swipe. */
const TAP_SLOP_PX = 6;

type Props = {
  images: string[];
  /** width asked of the image server (IMAGE_WIDTH_*) */
  width: number;
  label: string;
  onOpen?: (index: number) => void;
  /** drawn over the slides (badges, the 3D entry) */
  overlay?: ReactNode;
  /** what shows under each slide (a certificate's caption) */
  caption?: (index: number) => ReactNode;
  className?: string;
  /** alt text of a slide */
  altOf?: (index: number) => string;
  testId?: string;
  /** the page's main picture (its first slide loads first); other swipers' slides all load when near */
  priority?: boolean;
};

export function ImageSwiper({
  images,
  width,
  label,
  onOpen,
  overlay,
  caption,
  className,
  altOf,
  testId,
  priority,
}: Props) {
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);
  const count = images.length;

  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const moveX = event.clientX - from.x;
    if (!dragged.current && Math.abs(moveX) > TAP_SLOP_PX && Math.abs(moveX) > Math.abs(event.clientY - from.y)) {
      dragged.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (dragged.current) {
      // resist at the ends
      const atEdge = (index === 0 && moveX > 0) || (index === count - 1 && moveX < 0);
      setDx(atEdge ? moveX / 3 : moveX);
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    start.current = null;
    if (dragged.current) go(swipeTarget(index, count, event.clientX - from.x));
    setDx(0);
  };

  if (count === 0) return null;
  return (
    <section
      className={`swiper ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
    >
      <div
        className="swiper-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className={`swiper-track ${dx === 0 ? 'swiper-track--settle' : ''}`}
          style={{ transform: `translate3d(calc(${-index * 100}% + ${dx}px), 0, 0)` }}
        >
          {images.map((url, i) => (
            <div
              className="swiper-slide"
              key={`${url}-${i}`}
              role="group"
              aria-hidden={i !== index}
              aria-roledescription="slide"
            >
              <button
                type="button"
                className="swiper-image-button"
                tabIndex={i === index ? 0 : -1}
                onClick={() => {
                  if (dragged.current) {
                    dragged.current = false;
                    return;
                  }
                  onOpen?.(i);
                }}
              >
                <img
                  src={sized(url, width)}
                  alt={altOf?.(i) ?? ''}
                  loading={priority && i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={priority && i === 0 ? 'high' : undefined}
                  draggable={false}
                />
              </button>
            </div>
          ))}
        </div>
        {overlay}
        {count > 1 && (
          <>
            <span className="swiper-count" aria-live="polite" data-testid="swiper-count">
              {index + 1}/{count}
            </span>
            <div className="swiper-dots" role="tablist">
              {images.map((url, i) => (
                <button
                  type="button"
                  key={`${url}-dot-${i}`}
                  role="tab"
                  aria-selected={i === index}
                  aria-label={`${i + 1}/${count}`}
                  className={`swiper-dot ${i === index ? 'swiper-dot--on' : ''}`}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {caption && <div className="swiper-caption">{caption(index)}</div>}
    </section>
  );
}
