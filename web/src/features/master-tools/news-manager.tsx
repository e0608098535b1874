// News (/xinwen, /xinwen_col): the stories about the master (or collector) that their pages
// list, added, changed and deleted here.
import { Button, Form, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_TITLE_MAX, NEWS_URL_MAX } from '#contract/limits.ts';
import { StateView } from '../../components/state-view.tsx';
import type { DataOf } from '../../lib/api/client.ts';
import { apiData, showError } from '../../lib/api/client.ts';
import { confirmMessage, toastSuccess } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { DayItem } from './day-item.tsx';
import { PictureField, useUploads } from './picture-field.tsx';
import { artistTypeOf, type ToolRole } from './role.ts';
import { EditAndDelete, NotLoaded, SendButton, toolScreen } from './tool-frame.tsx';
import { say } from './tool-rules.ts';
import { useOwnList } from './use-own-list.ts';
import { useToolSubmit } from './use-tool-submit.ts';

type Item = DataOf<'ownerNews'>['list'][number];
type Draft = { id?: number; title: string; title_intl: string; url: string; pic: string; published_at: string };

const EMPTY: Draft = { title: '', title_intl: '', url: '', pic: '', published_at: '' };
const isWebLink = (value: string) => /^https?:\/\/[^\s/]+\.[^\s]+/i.test(value.trim());

export function NewsManager({ role }: { role: ToolRole }) {
  const { t } = useTranslation('masterTools');
  const artistType = artistTypeOf(role);
  const load = useOwnList('ownerNews', role);
  const [draft, setDraft] = useState<Draft | null>(null);

  if (!load.data) return <NotLoaded load={load} />;
  const { list } = load.data;

  const remove = async (item: Item) => {
    if (!(await confirmMessage(t('common.confirmDelete')))) return;
    try {
      await apiData('deleteNews', { body: { artist_type: artistType, id: item.id } });
      toastSuccess(say('deleteSuccess'));
      await load.reload();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="tool-stack" data-testid="news-manager">
      <div className="tool-toolbar">
        <span className="muted">{t('news.count', { n: list.length })}</span>
        <Button
          color="primary"
          size="small"
          shape="rounded"
          onClick={() => setDraft({ ...EMPTY })}
          data-testid="add-news"
        >
          + {t('news.add')}
        </Button>
      </div>
      {list.length === 0 ? (
        <StateView kind="empty" title={t('news.empty')} />
      ) : (
        <ul className="tool-list">
          {list.map((item) => (
            <li key={item.id} className="tool-item" data-testid={`news-${item.id}`}>
              {item.pic ? (
                <img className="tool-thumb is-wide" src={item.pic} alt="" />
              ) : (
                <span className="tool-thumb is-wide" />
              )}
              <div className="tool-item-body">
                <strong className="tool-item-title is-multiline">{pick(item, 'title')}</strong>
                <p className="tool-item-meta">
                  <span>{item.published_at}</span>
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {t('news.open')}
                  </a>
                </p>
                <div className="tool-item-actions">
                  <EditAndDelete
                    onDelete={() => void remove(item)}
                    onEdit={() => setDraft({ ...item })}
                    editTestId={`edit-news-${item.id}`}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {draft && (
        <NewsForm
          role={role}
          draft={draft}
          onClose={() => setDraft(null)}
          onSaved={async () => {
            setDraft(null);
            await load.reload();
          }}
        />
      )}
    </div>
  );
}

function NewsForm({
  role,
  draft,
  onClose,
  onSaved,
}: {
  role: ToolRole;
  draft: Draft;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('masterTools');
  const [form, setForm] = useState(draft);
  const saving = useToolSubmit();
  const uploads = useUploads();
  const set = (patch: Partial<Draft>) => setForm((f) => ({ ...f, ...patch }));

  const save = () =>
    saving.submit({
      uploads,
      problem: !form.title.trim() ? say('newsTitleRequired') : !isWebLink(form.url) ? say('newsUrlInvalid') : null,
      send: async () => {
        await apiData('saveNews', { body: { artist_type: artistTypeOf(role), ...form } });
      },
      succeeded: say('saved'),
      afterwards: onSaved,
    });

  return (
    <Popup visible onMaskClick={onClose} bodyClassName="tool-sheet" data-testid="news-form">
      <h3 className="tool-sheet-title">{form.id ? t('news.editTitle') : t('news.addTitle')}</h3>
      <Form layout="vertical" className="tool-form">
        <Form.Item label={t('news.title')} required>
          <Input
            value={form.title}
            onChange={(title) => set({ title })}
            maxLength={NEWS_TITLE_MAX}
            placeholder={t('news.titlePlaceholder')}
            clearable
            data-testid="news-title"
          />
        </Form.Item>
        <Form.Item label={t('common.withOptional', { label: t('news.titleIntl') })}>
          <Input
            value={form.title_intl}
            onChange={(title_intl) => set({ title_intl })}
            maxLength={NEWS_TITLE_MAX * 2}
            clearable
          />
        </Form.Item>
        <Form.Item label={t('news.url')} required>
          <Input
            value={form.url}
            onChange={(url) => set({ url })}
            maxLength={NEWS_URL_MAX}
            placeholder={t('news.urlPlaceholder')}
            type="url"
            clearable
            data-testid="news-url"
          />
        </Form.Item>
        <DayItem
          label={t('news.date')}
          value={form.published_at}
          onChange={(published_at) => set({ published_at })}
          from={new Date(2000, 0, 1)}
        />
        <Form.Item label={t('news.cover')} description={t('news.coverHint')}>
          <PictureField
            value={form.pic ? [form.pic] : []}
            onChange={(urls) => set({ pic: urls[0] ?? '' })}
            kind="image"
            max={1}
            onUploadingChange={uploads.track('cover')}
          />
        </Form.Item>
      </Form>
      <div className="tool-actions is-pair">
        <Button shape="rounded" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <SendButton busy={saving.busy} onSend={save} testId="save-news" inline>
          {t('common.save')}
        </SendButton>
      </div>
    </Popup>
  );
}

export const NewsScreen = toolScreen({ title: 'xinwen', role: 'master', access: { certified: true } }, () => (
  <NewsManager role="master" />
));
export const CollectorNewsScreen = toolScreen(
  { title: 'xinwen_col', role: 'collector', access: { certified: true } },
  () => <NewsManager role="collector" />,
);
