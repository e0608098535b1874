// Plays the messaging app's part on a laptop (demo mode only; loaded on first use).
import { Input, Space, Tag } from 'antd-mobile';
import './bridge-texts.ts';
import { useState } from 'react';
import { Dialog } from './antd-imperative.ts';
import { callMockControl } from './api/mock-controls.ts';
import { toast } from './feedback.ts';
import { i18n } from './i18n.ts';
import type { ShareContent } from './share-content.ts';

const EXAMPLES = {
  treasure: ['WC202600001', 'WC202600005', '89641f5460a42031d02c0a995c107f96', 'DV0001', 'WC299999999'],
  master: ['李明远', 'Li Mingyuan', '李明', '陈雨'],
};

function ScanForm({ purpose, onChange }: { purpose: 'treasure' | 'master'; onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  const set = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return (
    <Space direction="vertical" block>
      <div>{i18n.t('bridge.scanPrompt')}</div>
      <Input
        aria-label="scan-result"
        value={value}
        onChange={set}
        placeholder={i18n.t('bridge.scanPlaceholder')}
        clearable
      />
      <Space wrap>
        {EXAMPLES[purpose].map((example) => (
          <Tag key={example} color="primary" fill="outline" onClick={() => set(example)} style={{ cursor: 'pointer' }}>
            {example}
          </Tag>
        ))}
      </Space>
    </Space>
  );
}

export function emulateScan(purpose: 'treasure' | 'master'): Promise<string | null> {
  let value = '';
  return new Promise((resolve) => {
    const handler = Dialog.show({
      title: i18n.t('bridge.scanPrompt').split(/[:：]/)[0],
      content: <ScanForm purpose={purpose} onChange={(next) => (value = next)} />,
      closeOnAction: true,
      actions: [
        [
          { key: 'cancel', text: i18n.t('actions.cancel'), onClick: () => resolve(null) },
          { key: 'ok', text: i18n.t('actions.confirm'), bold: true, onClick: () => resolve(value.trim() || null) },
        ],
      ],
    });
    void handler;
  });
}

/** The app's share menu: answers whether the user shared (a cancelled share answers false). */
export async function emulateShare(content: ShareContent): Promise<boolean> {
  const shared = await Dialog.confirm({
    title: i18n.t('bridge.shareConfirmTitle'),
    content: i18n.t('bridge.shareConfirmBody', { title: content.title }),
    confirmText: i18n.t('bridge.shareNow'),
    cancelText: i18n.t('actions.cancel'),
  });
  if (shared) toast(`${i18n.t('bridge.shareDone')}: ${content.title}`);
  return shared;
}

export async function emulatePayment(order: { orderNo: string; money: number }): Promise<boolean> {
  const paid = await Dialog.confirm({
    title: i18n.t('bridge.payConfirmTitle'),
    content: i18n.t('bridge.payConfirmBody', { money: order.money.toFixed(2) }),
    confirmText: i18n.t('bridge.payNow'),
    cancelText: i18n.t('bridge.payCancel'),
  });
  // Stands in for the payment provider's callback to the server.
  const answer = await callMockControl('POST', `pay/${encodeURIComponent(order.orderNo)}`, {
    result: paid ? 'success' : 'fail',
  }).catch(() => null);
  return paid && Boolean(answer?.ok);
}

export async function emulateMiniProgram(url: string): Promise<boolean> {
  await Dialog.alert({ title: 'mini-program', content: url, confirmText: i18n.t('actions.confirm') });
  return true;
}
