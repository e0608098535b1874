// /aiyuyin/{artist_id}?artistType=1 (author) or 2 (collector): only one's own identity.
import { useTranslation } from 'react-i18next';
import { useScreenParams } from '../../lib/params.ts';
import { AiVoice } from './ai-voice.tsx';
import { identityIdOf, roleOfArtistType } from './role.ts';
import { Refused, ToolFrame } from './tool-frame.tsx';

export default function AiVoiceScreen() {
  const { t } = useTranslation('masterTools');
  const { params, query } = useScreenParams();
  const role = roleOfArtistType(query.artistType);
  return (
    <ToolFrame title="aiyuyin" role={role} access={{ certified: true }}>
      {(me) =>
        String(identityIdOf(role, me)) === params.id ? <AiVoice role={role} /> : <Refused text={t('voice.notYours')} />
      }
    </ToolFrame>
  );
}
