// Every limit of product §5 ("Other limits") as the screens check it, with the server's own
// words (contract/messages.ts), in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { MB } from '#contract/limits.ts';
import { i18n } from '../../lib/i18n.ts';
import {
  certificatesProblem,
  honorsProblem,
  passwordProblem,
  phoneProblem,
  pictureProblem,
  recommendProblem,
  type WorkDraft,
  workProblem,
} from './tool-rules.ts';

afterEach(() => i18n.changeLanguage('zn'));

const lines = (n: number, text = '荣誉') => Array.from({ length: n }, (_, i) => `${text}${i}`).join('\n');

describe('honors: one per line, fewer than 100 lines, each under 50 Chinese characters', () => {
  it('takes 99 lines and refuses 100', () => {
    expect(honorsProblem(lines(99))).toBeNull();
    expect(honorsProblem(lines(100))).toBe('荣誉每行一条，须少于100行');
  });

  it('takes a line of 49 Chinese characters and refuses 50, naming the line', () => {
    expect(honorsProblem('长'.repeat(49))).toBeNull();
    expect(honorsProblem(`短\n${'长'.repeat(50)}`)).toBe('第2行荣誉须少于50个字');
  });

  it('counts a Latin letter as half a Chinese character, and ignores blank lines', () => {
    expect(honorsProblem('a'.repeat(98))).toBeNull();
    expect(honorsProblem('a'.repeat(100))).not.toBeNull();
    expect(honorsProblem(`${lines(99)}\n\n\n`)).toBeNull();
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    expect(honorsProblem(lines(100))).toBe('Honors go one per line, fewer than 100 lines');
  });
});

describe('pictures', () => {
  it('images and certificates under 10M', () => {
    expect(pictureProblem({ size: 10 * MB - 1, type: 'image/png' }, 'image')).toBeNull();
    expect(pictureProblem({ size: 10 * MB, type: 'image/png' }, 'image')).toBe('图片不能超过10M');
    expect(pictureProblem({ size: 10 * MB, type: 'image/jpeg' }, 'certificate')).toBe('图片不能超过10M');
  });

  it('a seal under 3M', () => {
    expect(pictureProblem({ size: 3 * MB - 1, type: 'image/png' }, 'seal')).toBeNull();
    expect(pictureProblem({ size: 3 * MB, type: 'image/png' }, 'seal')).toBe('图片不能超过3M');
  });

  it('only JPEG, PNG, GIF or WebP', () => {
    expect(pictureProblem({ size: 10, type: 'image/svg+xml' }, 'image')).toMatch(/JPG、PNG、GIF 或 WebP/);
  });

  it('up to 10 certificates', () => {
    expect(certificatesProblem(10)).toBeNull();
    expect(certificatesProblem(11)).toBe('最多上传10张证书');
  });
});

describe('a work', () => {
  const work: WorkDraft = {
    name: '青花',
    pictures: ['/uploads/a.png'],
    description: '描述',
    description_intl: '',
    data_lines: [],
  };

  it('needs only its name as a draft', () => {
    expect(workProblem({ ...work, pictures: [], description: '' }, false)).toBeNull();
    expect(workProblem({ ...work, name: ' ' }, false)).toBe('请填写作品名称');
  });

  it('needs pictures and a description to be sent for review', () => {
    expect(workProblem({ ...work, pictures: [] }, true)).toBe('请至少上传一张作品图片');
    expect(workProblem({ ...work, description: '' }, true)).toBe('请填写作品描述');
    expect(workProblem(work, true)).toBeNull();
  });

  it('description up to 200 characters', () => {
    expect(workProblem({ ...work, description: '字'.repeat(200) }, true)).toBeNull();
    expect(workProblem({ ...work, description: '字'.repeat(201) }, true)).toBe('描述最多200个字');
  });

  it('treasure data at most 10 items (empty rows do not count)', () => {
    const data = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `项${i}`, value: '值' }));
    expect(workProblem({ ...work, data_lines: [...data(10), { label: '', value: '' }] }, true)).toBeNull();
    expect(workProblem({ ...work, data_lines: data(11) }, true)).toBe('珍宝数据最多10项');
  });
});

describe('signature password, recommended collection, phone', () => {
  it('at least 6 characters, typed twice, the current one to change it', () => {
    expect(passwordProblem({ password: '12345', confirm: '12345', old: '', hasPassword: false })).toBe(
      '签名密码至少6位',
    );
    expect(passwordProblem({ password: '123456', confirm: '123457', old: '', hasPassword: false })).toBe(
      '两次输入的密码不一致',
    );
    expect(passwordProblem({ password: '123456', confirm: '123456', old: '', hasPassword: true })).toBe(
      '原签名密码错误',
    );
    expect(passwordProblem({ password: '123456', confirm: '123456', old: '', hasPassword: false })).toBeNull();
  });

  it('a recommended collection holds at most four', () => {
    expect(recommendProblem(3)).toBeNull();
    expect(recommendProblem(4)).toBe('推荐合集最多4件，请先移除一件');
  });

  it('a mainland mobile number', () => {
    expect(phoneProblem('')).toBe('请输入手机号');
    expect(phoneProblem('12345678901')).toBe('手机号格式错误');
    expect(phoneProblem('13812345678')).toBeNull();
  });
});
