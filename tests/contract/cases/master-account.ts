// Statistics, roles and salesmen (contract/calls/master-account.ts).
import { code } from '../fixtures.ts';
import {
  BAD,
  CONFLICT,
  type Entry,
  expect,
  FORBIDDEN,
  LOGIN,
  NOT_FOUND,
  noToken,
  onMock,
  TOKEN_PERSONA,
} from './kit.ts';

export const masterAccountCases: Record<string, Entry> = {
  'stats.overview': {
    persona: 'demo-salesman',
    ok: () => ({ query: { scope: 'mine', days: '30' } }),
    mock: (d) => expect(d.series).toHaveLength(30),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: {} })) },
      { name: 'not bound to a salesman', ...FORBIDDEN, persona: TOKEN_PERSONA, request: () => ({ query: {} }) },
      { name: 'an unknown period', ...BAD, request: () => ({ query: { days: '12' } }) },
    ],
  },
  'role.application': {
    ok: () => ({ query: { role: 'institution' } }),
    mock: (d) => expect(d.refusal).toBeTruthy(),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ query: { role: 'master' } })) },
      { name: 'unknown role', ...BAD, request: () => ({ query: { role: 'king' } }) },
    ],
  },
  'role.apply': {
    persona: 'demo-visitor',
    writes: true,
    ok: () => ({ body: { role: 'collector', name: code('周小舟'), phone: code('13812340001'), intro: '青瓷爱好者' } }),
    mock: (d) => expect(d).toMatchObject({ role: 'collector', status: 1 }),
    errors: [
      {
        name: 'no token',
        ...LOGIN,
        ...noToken(() => ({ body: { role: 'master', name: '张三', phone: '13812345678' } })),
      },
      { name: 'bad phone', ...BAD, request: () => ({ body: { role: 'institution', name: '张三', phone: '1' } }) },
      {
        name: 'a master as an institution',
        ...FORBIDDEN,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { role: 'institution', name: code('李明远'), phone: code('13907980101') } }),
      },
      {
        name: 'already a master',
        ...CONFLICT,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { role: 'master', name: code('李明远'), phone: code('13907980101') } }),
      },
    ],
  },
  'salesman.bind': {
    persona: 'demo-visitor',
    writes: true,
    ok: () => ({ body: { code: code('ZB9FN6VJ3C') } }),
    mock: onMock((d) => expect(d.bindsalesman.name).toBe('王志强')),
    errors: [
      { name: 'no token', ...LOGIN, ...noToken(() => ({ body: { code: code('ZB9FN6VJ3C') } })) },
      { name: 'no code', ...BAD, request: () => ({ body: { code: '' } }) },
      {
        name: 'unknown code',
        ...NOT_FOUND,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { code: code('NOPE01') } }),
      },
      {
        name: 'already bound',
        ...CONFLICT,
        persona: 'demo-salesman',
        request: () => ({ body: { code: code('ZB7K3QM9XD') } }),
      },
    ],
  },
};
