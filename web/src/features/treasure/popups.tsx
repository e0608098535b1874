// The page's popups, each in a chunk of its own that loads when it first opens.
import { lazy, Suspense } from 'react';
import type { Treasure } from '#contract/entities/treasure.ts';

const CoAuthorPopup = lazy(() => import('./co-author-popup.tsx'));
const ShareHint = lazy(() => import('./share-hint.tsx'));
const QrPopup = lazy(() => import('./qr-popup.tsx'));
const PurchasePopup = lazy(() => import('./purchase-popup.tsx'));
const SubmittedPopup = lazy(() => import('./submitted-popup.tsx'));

export type PopupState =
  | null
  | { name: 'coAuthors' }
  | { name: 'share' }
  | { name: 'qr' }
  | { name: 'purchase' }
  | { name: 'submitted'; applyBuyId: number };

type Props = {
  popup: PopupState;
  treasure: Treasure;
  close: () => void;
  onPurchaseSent: (applyBuyId: number) => void;
};

export function TreasurePopups({ popup, treasure, close, onPurchaseSent }: Props) {
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      {popup.name === 'coAuthors' && <CoAuthorPopup coAuthors={treasure.link_artist} onClose={close} />}
      {popup.name === 'share' && <ShareHint onClose={close} />}
      {popup.name === 'qr' && <QrPopup onClose={close} />}
      {popup.name === 'purchase' && <PurchasePopup treasure={treasure} onClose={close} onSent={onPurchaseSent} />}
      {popup.name === 'submitted' && (
        <SubmittedPopup goodsId={treasure.id} applyBuyId={popup.applyBuyId} onClose={close} />
      )}
    </Suspense>
  );
}
