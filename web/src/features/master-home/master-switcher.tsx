// The assistant's master switcher (product §2 and §6): the masters of auth/getArtistList in
// a picker; choosing one calls auth/chooseArtist, says 'Switch success' and loads the user again.
import { Picker } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '../../lib/api/client.ts';
import { api, apiData, showError } from '../../lib/api/client.ts';
import { toastSuccess } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { loadMe } from '../../lib/session.ts';

type Master = DataOf<'artistList'>['list'][number];

export default function MasterSwitcher({ current, onClose }: { current: number | null; onClose: () => void }) {
  const { t } = useTranslation('masterHome');
  const { t: common } = useTranslation();
  const [masters, setMasters] = useState<Master[] | null>(null);

  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let live = true;
    apiData('artistList', { body: { type: 1 } })
      .then(({ list }) => live && setMasters(list))
      .catch((error) => {
        showError(error);
        close.current();
      });
    return () => {
      live = false;
    };
  }, []);

  const choose = async (artistId: number) => {
    const master = masters?.find((m) => m.artist_id === artistId);
    if (!master || artistId === current) return;
    try {
      const answer = await api('chooseArtist', {
        body: { type: 1, artist_user_id: master.artist_user.id, artist_id: master.artist_id },
      });
      if (answer.code !== 0) {
        showError(new Error(answer.msg));
        return;
      }
      toastSuccess(answer.msg);
      await loadMe();
    } catch (error) {
      showError(error);
    }
  };

  const columns = [(masters ?? []).map((m) => ({ label: pick(m.artist, 'name'), value: String(m.artist_id) }))];
  return (
    <Picker
      visible={masters !== null}
      title={t('switcher.title')}
      columns={columns}
      defaultValue={current ? [String(current)] : undefined}
      confirmText={common('actions.confirm')}
      cancelText={common('actions.cancel')}
      onClose={onClose}
      onConfirm={(value) => void choose(Number(value[0]))}
      loading={masters === null}
      loadingContent={t('switcher.loading')}
      data-testid="master-switcher"
    />
  );
}
