// Opening a tile: its checks in the spec's order (tile-gates.ts), then what each verdict does —
// the login popup, the messaging-app alert, the role alerts, the prompts to /sign or
// /masterinfo (cancel or confirm), or the tile's screen (tile 2 first asks which kind of work).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPETE_OPEN } from '#contract/limits.ts';
import { alertMessage, confirmMessage, toast } from '../../lib/feedback.ts';
import { requireMessagingApp } from '../../lib/messaging-app.ts';
import { isMessagingApp } from '../../lib/messaging-app-detect.ts';
import { requireLogin, useSession } from '../../lib/session.ts';
import { gateMessage } from './gate-messages.ts';
import { type HomeKind, tileVerdict } from './tile-gates.ts';
import { infoRoute, signRoute, type Tile } from './tiles.ts';

export function useOpenTile(kind: HomeKind) {
  const { t } = useTranslation('masterHome');
  const navigate = useNavigate();
  const { token, me } = useSession();
  const [competeSheet, setCompeteSheet] = useState(false);

  const open = async (tile: Tile) => {
    const verdict = tileVerdict(kind, { token, me, inMessagingApp: isMessagingApp() }, tile.rule);
    switch (verdict.kind) {
      case 'login':
        requireLogin();
        return;
      case 'openInApp':
        await requireMessagingApp();
        return;
      case 'wait':
        toast(t('welcome.loading'));
        return;
      case 'notMaster':
      case 'notCollector':
      case 'notInstitution':
      case 'completeInfo':
        await alertMessage(gateMessage(verdict.kind));
        return;
      case 'isInstitution':
        if (await confirmMessage(t('prompts.isInstitution'), { confirmText: t('prompts.goHome') }))
          navigate('/home_inst');
        return;
      case 'sign':
        if (await confirmMessage(gateMessage('sign'), { confirmText: t('prompts.goSign') })) navigate(signRoute(kind));
        return;
      case 'info':
        if (await confirmMessage(gateMessage('info'), { confirmText: t('prompts.goInfo') })) navigate(infoRoute(kind));
        return;
      case 'go':
        if (!me) return;
        if (kind === 'master' && tile.key === 'publish' && me.compete_status === COMPETE_OPEN) {
          setCompeteSheet(true);
          return;
        }
        navigate(tile.to(me));
    }
  };

  return { open, competeSheet, closeCompeteSheet: () => setCompeteSheet(false) };
}
