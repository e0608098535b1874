// Publishing works (/renzhen, /renzhen_col): the form (pictures under 10M, description up to 200
// characters, treasure data at most 10 items) saved as a draft or sent for review, and the list
// of one's works with their review state (draft, under review, review failed, approved, blocked).
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenParams } from '../../lib/params.ts';
import type { ToolRole } from './role.ts';
import { NotLoaded, toolScreen } from './tool-frame.tsx';
import { useOwnList } from './use-own-list.ts';
import type { Work } from './work.ts';
import { WorkForm } from './work-form.tsx';
import { WorkList } from './work-list.tsx';

export function PublishWork({ role }: { role: ToolRole }) {
  const { t } = useTranslation('masterTools');
  const { query } = useScreenParams();
  const load = useOwnList('workSubmissions', role);
  const [tab, setTab] = useState<'publish' | 'mine'>('publish');
  const [editing, setEditing] = useState<Work | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (!load.data) return <NotLoaded load={load} />;
  const { list, can_compete } = load.data;
  const initialKind = can_compete && query.kind === 'competition' ? 'competition' : 'ordinary';

  const edit = (work: Work) => {
    setEditing(work);
    setFormKey((k) => k + 1);
    setTab('publish');
  };
  const saved = async (work: Work, submitted: boolean) => {
    await load.reload();
    if (submitted) {
      setEditing(null);
      setFormKey((k) => k + 1);
      setTab('mine');
    } else {
      setEditing(work);
    }
  };

  return (
    <Tabs activeKey={tab} onChange={(key) => setTab(key as 'publish' | 'mine')} className="tool-tabs">
      <Tabs.Tab title={role === 'master' ? t('works.tabPublish') : t('works.tabPublishCol')} key="publish">
        <WorkForm
          key={formKey}
          role={role}
          work={editing}
          canCompete={can_compete}
          initialKind={initialKind}
          onSaved={saved}
          onNew={() => {
            setEditing(null);
            setFormKey((k) => k + 1);
          }}
        />
      </Tabs.Tab>
      <Tabs.Tab title={`${role === 'master' ? t('works.tabMine') : t('works.tabMineCol')} (${list.length})`} key="mine">
        <WorkList role={role} list={list} onEdit={edit} onChanged={load.reload} />
      </Tabs.Tab>
    </Tabs>
  );
}

export const PublishWorkScreen = toolScreen({ title: 'renzhen', role: 'master', access: { certified: true } }, () => (
  <PublishWork role="master" />
));
export const PublishCollectionItemScreen = toolScreen(
  { title: 'renzhen_col', role: 'collector', access: { certified: true } },
  () => <PublishWork role="collector" />,
);
