// The page's popups, each in a chunk of its own that loads when it first opens.
import type { Treasure } from '#contract/entities/treasure.ts';
import { lazyPart } from '../../components/lazy-part.tsx';

// a popup whose file does not come says so over the page; closing that notice closes the popup
const popup = { floating: true, dismiss: ({ onClose }: { onClose: () => void }) => onClose };
const CoAuthorPopup = lazyPart(() => import('./co-author-popup.tsx'), popup);
const ShareHint = lazyPart(() => import('./share-hint.tsx'), popup);
const QrPopup = lazyPart(() => import('./qr-popup.tsx'), popup);
const PurchasePopup = lazyPart(() => import('./purchase-popup.tsx'), popup);
const SubmittedPopup = lazyPart(() => import('./submitted-popup.tsx'), popup);

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
    <>
      {popup.name === 'coAuthors' && <CoAuthorPopup coAuthors={treasure.link_artist} onClose={close} />}
      {popup.name === 'share' && <ShareHint onClose={close} />}
      {popup.name === 'qr' && <QrPopup onClose={close} />}
      {popup.name === 'purchase' && <PurchasePopup treasure={treasure} onClose={close} onSent={onPurchaseSent} />}
      {popup.name === 'submitted' && (
        <SubmittedPopup goodsId={treasure.id} applyBuyId={popup.applyBuyId} onClose={close} />
      )}
    </>
  );
}
