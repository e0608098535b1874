// Applying for a 3D treasure (/apply3D?artistType=1|2): one of one's treasures without a 3D view,
// a contact phone and a note; and the applications with their review state.
import { Form, Picker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '#contract/entities/user.ts';
import { ITEM_DESCRIPTION_MAX } from '#contract/limits.ts';
import { PhoneInput } from '../../components/phone-input.tsx';
import { StateView } from '../../components/state-view.tsx';
import { apiData } from '../../lib/api/client.ts';
import { pick } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { useLoad } from '../../lib/use-load.ts';
import { DescriptionArea } from './description-area.tsx';
import { artistTypeOf, roleOfArtistType, type ToolRole } from './role.ts';
import { StatusTag } from './status-tag.tsx';
import { NotLoaded, SendButton, ToolFrame } from './tool-frame.tsx';
import { phoneProblem, say, textTooLong } from './tool-rules.ts';
import { useToolSubmit } from './use-tool-submit.ts';

const REVIEWING = 1;

export function Apply3d({ role, me }: { role: ToolRole; me: Me }) {
  const { t } = useTranslation('masterTools');
  const { t: common } = useTranslation();
  const artistType = artistTypeOf(role);
  const load = useLoad(
    () =>
      Promise.all([
        apiData('ownerTreasures', { query: { artist_type: artistType } }),
        apiData('threeDApplications', { query: { artist_type: artistType } }),
      ]),
    [artistType],
  );
  const [goodsId, setGoodsId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const [contact, setContact] = useState(me.phone);
  const [note, setNote] = useState('');
  const saving = useToolSubmit();

  if (!load.data) return <NotLoaded load={load} />;
  const [treasures, applications] = load.data;
  const pending = new Set(applications.list.filter((a) => a.status === REVIEWING).map((a) => a.goods_id));
  const open = treasures.list.filter((g) => !g.dimensional_href && !pending.has(g.id));
  const chosen = treasures.list.find((g) => g.id === goodsId);

  const submit = () =>
    saving.submit({
      problem:
        (!chosen ? t('threeD.treasurePlaceholder') : null) ??
        phoneProblem(contact) ??
        textTooLong(note, ITEM_DESCRIPTION_MAX),
      // sent only when `problem` is null, which a treasure not chosen is not
      send: async () => {
        await apiData('applyThreeD', {
          body: { artist_type: artistType, goods_id: chosen!.id, contact: contact.trim(), note },
        });
      },
      succeeded: say('submitSucceed'),
      afterwards: () => {
        setGoodsId(null);
        setNote('');
        return load.reload();
      },
    });

  return (
    <div className="tool-stack" data-testid="apply-3d">
      <section className="card tool-hero">
        <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
          <path
            d="M32 6l22 12.5v27L32 58 10 45.5v-27z"
            fill="#f6e6cc"
            stroke="#8c1c13"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path
            d="M10 18.5L32 31l22-12.5M32 31v27"
            fill="none"
            stroke="#8c1c13"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <ellipse
            cx="32"
            cy="33"
            rx="29"
            ry="9"
            fill="none"
            stroke="#c9a063"
            strokeWidth="1.6"
            strokeDasharray="4 3"
            transform="rotate(-18 32 33)"
          />
        </svg>
        <p>{t('threeD.intro')}</p>
      </section>

      <section className="card">
        <h2 className="card-title">{t('threeD.formTitle')}</h2>
        {open.length === 0 ? (
          <p className="muted">{t('threeD.noneLeft')}</p>
        ) : (
          <>
            <Form layout="vertical" className="tool-form">
              <Form.Item label={t('threeD.treasure')} onClick={() => setPicking(true)} clickable arrowIcon required>
                <span className={chosen ? '' : 'muted'} data-testid="chosen-treasure">
                  {chosen ? pick(chosen, 'name') : t('threeD.treasurePlaceholder')}
                </span>
              </Form.Item>
              <Form.Item label={t('threeD.contact')} required>
                <PhoneInput value={contact} onChange={setContact} placeholder={t('threeD.contactPlaceholder')} />
              </Form.Item>
              <Form.Item label={t('threeD.note')}>
                <DescriptionArea
                  value={note}
                  onChange={setNote}
                  placeholder={t('threeD.notePlaceholder')}
                  rows={[2, 6]}
                />
              </Form.Item>
            </Form>
            <SendButton busy={saving.busy} onSend={submit} testId="apply-3d-submit">
              {t('threeD.submit')}
            </SendButton>
          </>
        )}
      </section>

      <section className="card">
        <h2 className="card-title">{t('threeD.list')}</h2>
        {applications.list.length === 0 ? (
          <StateView kind="empty" title={t('threeD.empty')} />
        ) : (
          <ul className="tool-list is-plain">
            {applications.list.map((a) => {
              const treasure = treasures.list.find((g) => g.id === a.goods_id);
              return (
                <li key={a.id} className="tool-item" data-testid={`application-${a.id}`}>
                  <img className="tool-thumb" src={a.picture} alt="" />
                  <div className="tool-item-body">
                    <div className="tool-item-head">
                      <strong className="tool-item-title is-multiline">{pick(a, 'goods_name')}</strong>
                      <StatusTag kind="application" status={a.status} />
                    </div>
                    <p className="tool-item-meta">
                      <span>{a.created_at.slice(0, 10)}</span>
                      {a.status === 2 && treasure?.dimensional_href && (
                        <a href={treasure.dimensional_href} target="_blank" rel="noopener noreferrer">
                          {t('threeD.view3d')}
                        </a>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <Picker
        visible={picking}
        onClose={() => setPicking(false)}
        columns={[open.map((g) => ({ label: pick(g, 'name'), value: String(g.id) }))]}
        value={goodsId ? [String(goodsId)] : undefined}
        onConfirm={(value) => setGoodsId(value[0] ? Number(value[0]) : null)}
        title={t('threeD.treasure')}
        confirmText={common('actions.confirm')}
        cancelText={common('actions.cancel')}
      />
    </div>
  );
}

/** /apply3D?artistType=1 (author) or 2 (collector). */
export function Apply3dScreen() {
  const { query } = useScreenParams();
  const role = roleOfArtistType(query.artistType);
  return (
    <ToolFrame title="apply3D" role={role} access={{ certified: true }}>
      {(me) => <Apply3d role={role} me={me} />}
    </ToolFrame>
  );
}
