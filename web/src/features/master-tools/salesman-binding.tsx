// Salesman binding (/banding, /banding_col, /banding_inst): bind by the salesman's code; once
// bound, the salesman's details and the statistics buttons (product §6).
import { Button, Form, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '#contract/entities/user.ts';
import { SALESMAN_CODE_MAX } from '#contract/limits.ts';
import { api } from '../../lib/api/client.ts';
import { IS_MOCK_BACKEND } from '../../lib/env.ts';
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { loadMe } from '../../lib/session.ts';
import { useSaving } from '../../lib/use-saving.ts';
import { SendButton, toolScreen } from './tool-frame.tsx';
import { say } from './tool-rules.ts';

export function SalesmanBinding({ me }: { me: Me }) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const saving = useSaving();

  const bind = async () => {
    if (!code.trim()) {
      toast(say('salesmanCodeRequired'));
      return;
    }
    await saving.run(async () => {
      const answer = await api('bindSalesman', { body: { code: code.trim() } });
      if (answer.code !== 0) {
        toast(answer.msg);
        return;
      }
      toastSuccess(answer.msg);
      await loadMe();
    });
  };

  const salesman = me.bindsalesman;
  if (me.bind_salesman_id !== null && salesman) {
    return (
      <div className="tool-stack" data-testid="salesman-bound">
        <section className="card tool-person">
          <span className="tool-person-seal serif" aria-hidden="true">
            {salesman.name.slice(0, 1)}
          </span>
          <div className="tool-person-text">
            <strong className="serif">{salesman.name}</strong>
            <p className="muted">{t('banding.bound')}</p>
          </div>
        </section>
        <section className="card">
          <List className="tool-plain-list">
            <List.Item extra={salesman.name}>{t('banding.name')}</List.Item>
            <List.Item extra={salesman.company_name}>{t('banding.company')}</List.Item>
            {/* the bank details reach the salesman's own account only */}
            {salesman.bank_name && <List.Item extra={salesman.bank_name}>{t('banding.bank')}</List.Item>}
          </List>
        </section>
        <div className="tool-actions is-pair">
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => navigate('/data')}
            data-testid="go-statistics"
          >
            {t('banding.statistics')}
          </Button>
          {salesman.auth === 1 && (
            <Button color="primary" shape="rounded" onClick={() => navigate('/data_all')}>
              {t('banding.statisticsAll')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="tool-stack" data-testid="salesman-binding">
      <section className="card tool-hero">
        <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
          <circle cx="32" cy="32" r="29" fill="#f6e6cc" />
          <path
            d="M12 30l8-8 7 3 6-3 7 1 12 9"
            fill="none"
            stroke="#8c1c13"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d="M20 34l8 8c1.5 1.5 3.5 1.5 5 0l9-9M12 30l5 5M52 32l-6 6"
            fill="none"
            stroke="#8c1c13"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="47" cy="17" r="4" fill="#c9a063" />
        </svg>
        <p>{t('banding.intro')}</p>
      </section>
      <section className="card">
        <Form layout="vertical" className="tool-form">
          <Form.Item label={t('banding.code')} description={IS_MOCK_BACKEND ? t('banding.demoCode') : undefined}>
            <Input
              value={code}
              onChange={(value) => setCode(value.toUpperCase())}
              maxLength={SALESMAN_CODE_MAX}
              placeholder={t('banding.codePlaceholder')}
              clearable
              data-testid="salesman-code"
            />
          </Form.Item>
        </Form>
        <SendButton busy={saving.busy} onSend={bind} testId="bind-salesman" large>
          {t('banding.bind')}
        </SendButton>
      </section>
    </div>
  );
}

export const SalesmanBindingScreen = toolScreen(
  { title: 'banding', role: 'master', access: { anyone: true } },
  (me) => <SalesmanBinding me={me} />,
);
export const CollectorSalesmanBindingScreen = toolScreen(
  { title: 'banding_col', role: 'collector', access: { anyone: true }, back: '/home_col' },
  (me) => <SalesmanBinding me={me} />,
);
export const InstitutionSalesmanBindingScreen = toolScreen(
  { title: 'banding_inst', role: 'collector', access: { anyone: true }, back: '/home_inst' },
  (me) => <SalesmanBinding me={me} />,
);
