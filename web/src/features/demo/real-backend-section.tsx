// The demo panel's section on the real backend (docs/real-backend.md): where the mock forwards,
// which calls go there (changed here, or with PUT /__mock/forward), and how the backend's answers
// differed from the contract (GET /__mock/violations). Shown only when a backend or a recording
// is set.
import { Button, Input, List, Switch, Tag } from 'antd-mobile';
import './real-backend-texts.ts';
import './real-backend-section.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mockControlLink } from '../../lib/api/mock-controls.ts';
import { toast } from '../../lib/feedback.ts';

/** GET /__mock/forward (server/upstream/controls.ts), as the section reads it. */
type Forwarding = {
  upstream: string | null;
  all: boolean;
  calls: string[];
  replay: { exchanges: number } | null;
  moved?: { call: string; with: string }[];
};
type Violation = { id: number; call: string; field: string; tier: 'spec' | 'mock'; expected: string; got: string };
type Violations = { count: number; spec: number; list: Violation[] };

/** The panel's control call: its answer, or null when it could not be made. */
export type Control = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<{ ok: boolean; data: T; msg?: string } | null>;

/** How many differences the panel lists, the newest of the spec's first (the link shows them all). */
const LISTED = 10;

export function RealBackendSection({ control }: { control: Control }) {
  const { t } = useTranslation();
  const [forwarding, setForwarding] = useState<Forwarding | null>(null);
  const [violations, setViolations] = useState<Violations | null>(null);
  const [name, setName] = useState('');
  // the panel makes its control function anew at each render: the section loads once, when shown
  const controlled = useRef(control);
  controlled.current = control;

  const load = useCallback(async () => {
    // the spec's differences first (they break the contract), then the mock's own
    const [chosen, spec, mock] = await Promise.all([
      controlled.current<Forwarding>('GET', 'forward'),
      controlled.current<Violations>('GET', `violations?tier=spec&limit=${LISTED}`),
      controlled.current<Violations>('GET', `violations?tier=mock&limit=${LISTED}`),
    ]);
    if (chosen?.ok) setForwarding(chosen.data);
    if (spec?.ok && mock?.ok)
      setViolations({ ...spec.data, list: [...spec.data.list, ...mock.data.list].slice(0, LISTED) });
  }, []);

  useEffect(() => void load(), [load]);

  if (!forwarding || (!forwarding.upstream && !forwarding.replay)) return null;

  const change = async (body: unknown) => {
    const answer = await control<Forwarding>('PUT', 'forward', body);
    if (!answer) return;
    if (!answer.ok) return toast(answer.msg ?? '');
    setForwarding(answer.data);
    const moved = answer.data.moved ?? [];
    if (moved.length) toast(moved.map((m) => t('realBackend.moved', { call: m.call, with: m.with })).join('\n'), 3000);
  };

  return (
    <List mode="card" header={t('realBackend.title')} data-testid="demo-real-backend">
      <List.Item
        description={forwarding.replay ? t('realBackend.replay', { count: forwarding.replay.exchanges }) : null}
      >
        {forwarding.upstream ? t('realBackend.upstream', { url: forwarding.upstream }) : t('realBackend.noUpstream')}
      </List.Item>
      {forwarding.upstream && (
        <>
          <List.Item
            extra={
              <Switch
                checked={forwarding.all}
                onChange={(on) => change({ forward: on ? 'all' : 'none' })}
                data-testid="demo-forward-all"
              />
            }
          >
            {t('realBackend.forwardAll')}
          </List.Item>
          <List.Item
            data-testid="demo-forwarded"
            description={
              <div className="demo-row">
                <Input
                  placeholder={t('realBackend.callName')}
                  value={name}
                  onChange={setName}
                  style={{ '--font-size': '13px', flex: 1 }}
                />
                <Button
                  size="mini"
                  disabled={!name.trim()}
                  onClick={() => change({ calls: { [name.trim()]: 'upstream' } })}
                >
                  {t('realBackend.forward')}
                </Button>
              </div>
            }
          >
            {forwarding.calls.length
              ? t('realBackend.forwarded', { count: forwarding.calls.length })
              : t('realBackend.noneForwarded')}
            {!forwarding.all && (
              <div className="demo-row">
                {forwarding.calls.map((call) => (
                  <Tag key={call} color="primary" fill="outline">
                    <code>{call}</code>{' '}
                    <button
                      type="button"
                      className="demo-untag"
                      aria-label={`${t('realBackend.backToMock')}: ${call}`}
                      onClick={() => change({ calls: { [call]: 'mock' } })}
                    >
                      ×
                    </button>
                  </Tag>
                ))}
              </div>
            )}
          </List.Item>
        </>
      )}
      {violations && (
        <List.Item
          data-testid="demo-violations"
          description={
            <>
              <ul className="demo-violations">
                {violations.list.map((v) => (
                  <li key={v.id} className={v.tier === 'spec' ? 'demo-spec' : undefined}>
                    <code>{v.call}</code> [{v.tier}]{' '}
                    {t('realBackend.violation', { field: v.field, expected: v.expected, got: v.got })}
                  </li>
                ))}
              </ul>
              <div className="demo-row">
                <Button
                  size="mini"
                  onClick={async () => {
                    if ((await control('DELETE', 'violations'))?.ok) void load();
                  }}
                >
                  {t('realBackend.clearViolations')}
                </Button>
                <Tag color="default">
                  <a href={mockControlLink('violations')} target="_blank" rel="noreferrer">
                    {t('realBackend.allViolations')}
                  </a>
                </Tag>
              </div>
            </>
          }
        >
          <span data-testid="demo-violation-count">
            {t('realBackend.violations', { count: violations.count, spec: violations.spec })}
          </span>
        </List.Item>
      )}
    </List>
  );
}
