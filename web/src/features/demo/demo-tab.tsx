// The demo panel's tab (mock-backed builds only, decision 8): a slim tab on the left edge that
// opens the panel, and that a finger or the mouse drags anywhere, letting it go against the
// nearer side edge. It is drawn by the page's own CSS and pointer events, not antd-mobile's
// FloatingBubble, whose gesture and spring libraries cost every page of the mock some 40 to 140 ms
// of the main thread as it settled (decision 84); the panel itself (demo-panel.tsx, with
// antd-mobile's popup) loads when the tab is first touched.
import './texts.ts';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part.tsx';
import './demo-tab.css';

const DemoPanel = lazyPart(() => import('./demo-panel.tsx'), { floating: true });

/** A pointer that moved less than this between its press and its release taps the tab. */
const TAP_SLOP_PX = 4;

type Drag = { pointer: number; startX: number; startY: number; moved: boolean };
/** Where the tab rests: the side edge it leans on, and its distance from the bottom of the window. */
type Rest = { edge: 'left' | 'right'; bottom?: number };

export default function DemoTab() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // once opened, the panel stays mounted, so that its popup closes as it opened
  const [wanted, setWanted] = useState(false);
  const [rest, setRest] = useState<Rest>({ edge: 'left' });
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);

  const press = (event: PointerEvent<HTMLButtonElement>) => {
    void DemoPanel.preload();
    drag.current = { pointer: event.pointerId, startX: event.clientX, startY: event.clientY, moved: false };
    dragged.current = false;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP_PX) return;
    current.moved = true;
    event.currentTarget.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const release = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    dragged.current = true;
    const tab = event.currentTarget;
    const box = tab.getBoundingClientRect();
    tab.style.transform = '';
    const edge = box.left + box.width / 2 > window.innerWidth / 2 ? 'right' : 'left';
    const bottom = Math.min(Math.max(window.innerHeight - box.bottom, 0), window.innerHeight - box.height);
    setRest({ edge, bottom });
  };

  return (
    <>
      {/* In the left gutter, above the bottom bars: it covers no control or text of the pages at
          phone sizes (demo-bubble.e2e.ts). */}
      <button
        type="button"
        className={`demo-tab demo-tab-${rest.edge}`}
        style={rest.bottom === undefined ? undefined : { bottom: `${rest.bottom}px` }}
        data-testid="demo-button"
        onPointerDown={press}
        onPointerMove={move}
        onPointerUp={release}
        onPointerCancel={release}
        onClick={() => {
          // a drag ends with a click on the tab: it only moved it
          if (dragged.current) {
            dragged.current = false;
            return;
          }
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className="demo-bubble">{t('demo.button')}</span>
      </button>
      {wanted && <DemoPanel open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
