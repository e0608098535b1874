// The demo panel (mock-backed builds only): switch persona, language and messaging-app
// emulation, and drive the mock's scenarios, so every flow can be shown from a laptop. Opened by
// its tab (demo-tab.tsx), which loads it when first touched.
import { Button, List, Popup, Slider, Switch, Tag } from 'antd-mobile';
import './texts.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '#contract/entities/user.ts';
import { callMockControl, MockControlsLocked, mockControlLink } from '../../lib/api/mock-controls.ts';
import { mockSession } from '../../lib/api/mock-session.ts';
import { loginRedirectUrl } from '../../lib/api/unauthorized.ts';
import { toastSuccess } from '../../lib/feedback.ts';
import { currentLang, setLanguage } from '../../lib/i18n.ts';
import { isEmulatingMessagingApp, isRealMessagingApp } from '../../lib/messaging-app-detect.ts';
import { leaveTo, navigateTo } from '../../lib/navigation.ts';
import { userName } from '../../lib/people.ts';
import { logout, useSession } from '../../lib/session.ts';
import { removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import './demo-panel.css';
import { serverUrl } from '../../lib/env.ts';
import { RealBackendSection } from './real-backend-section.tsx';

/** A per-call override of the mock (server/plugins/mock/call-faults.ts), as the panel lists it. */
type CallOverride = { code?: number; status?: number; latencyMs?: number; fault?: string; times?: number };
type Scenario = {
  maintenance: boolean;
  rateLimited: boolean;
  expireTokens: boolean;
  latencyMs: number;
  calls: Record<string, CallOverride>;
};
const NONE: Scenario = { maintenance: false, rateLimited: false, expireTokens: false, latencyMs: 0, calls: {} };

const describeOverride = (o: CallOverride) =>
  [
    o.code !== undefined && `code ${o.code}`,
    o.status !== undefined && `HTTP ${o.status}`,
    o.latencyMs && `+${o.latencyMs} ms`,
    o.fault,
    o.times !== undefined && `×${o.times}`,
  ]
    .filter(Boolean)
    .join(', ');

/** The pages a demo goes on to, a persona switched: the search, the personal home, the persona's own home. */
const PAGE_OF = {
  center: '/',
  home_index: '/home_index',
  home: '/home',
  home_col: '/home_col',
  home_inst: '/home_inst',
};
const homeOf = (me: Me | null) => (me?.is_collector_inst ? 'home_inst' : me?.collector_id ? 'home_col' : 'home');

/** A control call for the panel: null when it could not be made; a device without the token is `locked`. */
async function panelControl<T>(
  setLocked: (locked: boolean) => void,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) {
  try {
    return await callMockControl<T>(method, path, body);
  } catch (error) {
    if (error instanceof MockControlsLocked) setLocked(true);
    return null;
  }
}

export default function DemoPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { me, token } = useSession();
  const [scenario, setScenario] = useState<Scenario>(NONE);

  // this device may not use the controls (another host without the token): say how to get it
  const [locked, setLocked] = useState(false);
  const control = <T,>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    panelControl<T>(setLocked, method, path, body);

  useEffect(() => {
    if (open)
      void panelControl<Scenario>(setLocked, 'GET', 'scenario').then(
        (answer) => answer?.ok && setScenario(answer.data),
      );
  }, [open]);

  const sandbox = mockSession();
  const change = async (patch: Partial<Omit<Scenario, 'calls'>> & { calls?: Record<string, null> }) => {
    const answer = await control<Scenario>('PUT', 'scenario', patch);
    if (answer?.ok) setScenario(answer.data);
  };

  const switchPersona = () => {
    logout();
    const url = new URL(window.location.href);
    url.searchParams.delete('code');
    leaveTo(loginRedirectUrl(`${url.pathname}${url.search}`));
  };

  const emulate = (on: boolean) => {
    if (on) writeStorage(STORAGE_KEYS.demoMessagingApp, '1');
    else removeStorage(STORAGE_KEYS.demoMessagingApp);
    window.location.reload();
  };

  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="demo-panel" destroyOnClose>
      <h3 className="demo-title">{t('demo.title')}</h3>
      <List mode="card" header={t('demo.persona')}>
        <List.Item
          description={me ? `${userName(me)} · #${me.id}` : token ? '…' : t('demo.loggedOut')}
          extra={
            token ? (
              <Button
                size="mini"
                onClick={() => {
                  logout();
                  onClose();
                }}
              >
                {t('demo.logout')}
              </Button>
            ) : null
          }
        >
          {me ? t('demo.loggedInAs', { name: userName(me) }) : t('demo.loggedOut')}
        </List.Item>
        <List.Item clickable onClick={switchPersona} data-testid="demo-switch-persona">
          {t('demo.persona')}
        </List.Item>
        <List.Item data-testid="demo-go" description={t('demo.goTo')}>
          <div className="demo-row">
            {(['center', 'home_index', homeOf(me)] as const).map((title) => (
              <Button
                key={title}
                size="small"
                onClick={() => {
                  onClose();
                  navigateTo(PAGE_OF[title]);
                }}
              >
                {t(`titles.${title}`)}
              </Button>
            ))}
          </div>
        </List.Item>
      </List>
      <List mode="card" header={t('language.label')}>
        <List.Item>
          <div className="demo-row">
            {(['zn', 'en'] as const).map((lang) => (
              <Button
                key={lang}
                size="small"
                color={currentLang() === lang ? 'primary' : 'default'}
                onClick={() => setLanguage(lang)}
              >
                {t(`language.${lang}`)}
              </Button>
            ))}
          </div>
        </List.Item>
        <List.Item
          extra={
            <Switch
              checked={isRealMessagingApp() || isEmulatingMessagingApp()}
              disabled={isRealMessagingApp()}
              onChange={emulate}
            />
          }
        >
          {t('demo.emulateApp')}
        </List.Item>
      </List>
      <List mode="card" header={t('demo.scenarios')}>
        {locked && (
          <List.Item data-testid="demo-controls-locked" className="demo-locked">
            {t('demo.controlsLocked')}
          </List.Item>
        )}
        <List.Item extra={<Switch checked={scenario.maintenance} onChange={(on) => change({ maintenance: on })} />}>
          {t('demo.maintenance')}
        </List.Item>
        <List.Item extra={<Switch checked={scenario.rateLimited} onChange={(on) => change({ rateLimited: on })} />}>
          {t('demo.rateLimited')}
        </List.Item>
        <List.Item extra={<Switch checked={scenario.expireTokens} onChange={(on) => change({ expireTokens: on })} />}>
          {t('demo.expireTokens')}
        </List.Item>
        <List.Item
          description={
            <Slider
              min={0}
              max={3000}
              step={250}
              value={scenario.latencyMs}
              onAfterChange={(value) => change({ latencyMs: value as number })}
            />
          }
        >
          {t('demo.latency', { ms: scenario.latencyMs })}
        </List.Item>
        {Object.keys(scenario.calls ?? {}).length > 0 && (
          <List.Item data-testid="demo-call-overrides" description={t('demo.callOverridesHint')}>
            {t('demo.callOverrides')}
            {Object.entries(scenario.calls).map(([path, override]) => (
              <div className="demo-row" key={path}>
                <code>{path}</code>
                <span>{describeOverride(override)}</span>
                <Button size="mini" fill="none" onClick={() => change({ calls: { [path]: null } })}>
                  {t('demo.removeOverride')}
                </Button>
              </div>
            ))}
          </List.Item>
        )}
        {sandbox && <List.Item data-testid="demo-sandbox">{t('demo.sandbox', { name: sandbox })}</List.Item>}
        <List.Item>
          <div className="demo-row">
            <Button
              size="small"
              color="danger"
              fill="outline"
              onClick={async () => {
                if (!(await control('POST', 'reset'))?.ok) return;
                setScenario(NONE);
                toastSuccess(t('demo.resetDone'));
              }}
            >
              {t('demo.reset')}
            </Button>
            <Tag color="default">
              <a href={serverUrl('/api-docs')} target="_blank" rel="noreferrer">
                {t('demo.apiDocs')}
              </a>
            </Tag>
            <Tag color="default">
              <a href={mockControlLink('requests')} target="_blank" rel="noreferrer">
                {t('demo.recentCalls')}
              </a>
            </Tag>
          </div>
        </List.Item>
      </List>
      <RealBackendSection control={control} />
    </Popup>
  );
}
