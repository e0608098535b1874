// One's works with their review state; drafts and works that failed review can be changed or
// deleted, an approved work links to its treasure page.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StateView } from '../../components/state-view.tsx';
import { apiData, showError } from '../../lib/api/client.ts';
import { confirmMessage, toastSuccess } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { artistTypeOf, type ToolRole } from './role.ts';
import { StatusTag } from './status-tag.tsx';
import { EditAndDelete } from './tool-frame.tsx';
import { say } from './tool-rules.ts';
import type { Work } from './work.ts';

const EDITABLE = [0, 3];

export function WorkList({
  role,
  list,
  onEdit,
  onChanged,
}: {
  role: ToolRole;
  list: Work[];
  onEdit: (w: Work) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  if (!list.length) return <StateView kind="empty" title={t('works.empty')} />;

  const remove = async (work: Work) => {
    if (!(await confirmMessage(t('common.confirmDelete')))) return;
    try {
      await apiData('deleteWork', { body: { artist_type: artistTypeOf(role), id: work.id } });
      toastSuccess(say('deleteSuccess'));
      onChanged();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <ul className="tool-list" data-testid="work-list">
      {list.map((work) => (
        <li key={work.id} className="tool-item" data-testid={`work-${work.id}`}>
          {work.pictures[0] ? (
            <img className="tool-thumb" src={work.pictures[0]} alt="" />
          ) : (
            <span className="tool-thumb" />
          )}
          <div className="tool-item-body">
            <div className="tool-item-head">
              <strong className="tool-item-title is-multiline">{pick(work, 'name')}</strong>
              <StatusTag kind="work" status={work.status} />
            </div>
            <p className="tool-item-meta">
              {work.kind === 'competition' && <span className="tool-kind">{t('works.competition')}</span>}
              <span>{t('works.updated', { date: work.updated_at.slice(0, 10) })}</span>
            </p>
            {pick(work, 'review_note') && (
              <p className="tool-review-note">{t('works.reviewNote', { note: pick(work, 'review_note') })}</p>
            )}
            <div className="tool-item-actions">
              {EDITABLE.includes(work.status) && (
                <EditAndDelete
                  onDelete={() => void remove(work)}
                  onEdit={() => onEdit(work)}
                  editTestId={`edit-work-${work.id}`}
                />
              )}
              {work.status === 2 && work.goods_id && (
                <Button
                  size="mini"
                  color="primary"
                  fill="outline"
                  onClick={() => navigate(screenUrl(`/detail/${work.goods_id}`, { status: 1 }))}
                >
                  {t('works.viewTreasure')}
                </Button>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
