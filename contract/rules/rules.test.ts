// The shared rules on their own; the server's API tests and the screens' tests prove that
// both halves refuse with them.
import { describe, expect, it } from 'vitest';
import { loginStepOf } from './login-step.ts';
import { passwordProblem, personProblem, workProblem } from './master-tools.ts';
import { phoneProblem } from './phone.ts';
import { REPORT_REASONS, reportProblem } from './report.ts';

describe('loginStepOf (auth/nt, keyed on the message)', () => {
  it('tells the phone request from the authorisation request, in both languages', () => {
    expect(loginStepOf({ code: -1, msg: 'Please bind your mobile phone number' })).toBe('needs-phone');
    expect(loginStepOf({ code: -1, msg: '请先绑定手机号' })).toBe('needs-phone');
    expect(loginStepOf({ code: -1, msg: 'please authorise login' })).toBe('authorise');
    expect(loginStepOf({ code: -1, msg: '请授权登录' })).toBe('authorise');
  });

  it('asks for nothing on an unrelated -1, another code or a success', () => {
    expect(loginStepOf({ code: -1, msg: 'The login code has expired' })).toBeNull();
    expect(loginStepOf({ code: 400, msg: 'phone number wrong' })).toBeNull();
    expect(loginStepOf({ code: 0, msg: 'success' })).toBeNull();
  });
});

describe('phoneProblem', () => {
  it('needs a mainland mobile number; an optional field may stay empty', () => {
    expect(phoneProblem('')).toEqual({ key: 'purchasePhoneRequired' });
    expect(phoneProblem(' ', 'phoneEmpty')).toEqual({ key: 'phoneEmpty' });
    expect(phoneProblem('', null)).toBeNull();
    expect(phoneProblem('12812345678')).toEqual({ key: 'phoneWrong' });
    expect(phoneProblem(' 13812345678 ')).toBeNull();
  });
});

describe('reportProblem', () => {
  it('checks reason, description, then the optional contact', () => {
    const form = { reason: 'other', content: 'Copied from my work', contact: '' };
    expect(reportProblem(form, REPORT_REASONS)).toBeNull();
    expect(reportProblem({ ...form, reason: 'nope' }, REPORT_REASONS)).toEqual({ key: 'reportReasonRequired' });
    expect(reportProblem({ ...form, content: ' ' }, REPORT_REASONS)).toEqual({ key: 'reportContentRequired' });
    expect(reportProblem({ ...form, content: 'x'.repeat(201) }, REPORT_REASONS)?.key).toBe('reportContentTooLong');
    expect(reportProblem({ ...form, contact: '123' }, REPORT_REASONS)).toEqual({ key: 'phoneWrong' });
  });
});

describe('master tools', () => {
  it('a draft needs only its name; a submitted work needs pictures and a description', () => {
    expect(workProblem({ name: 'Vase', pictures: [] }, false)).toBeNull();
    expect(workProblem({ name: ' ', pictures: [] }, false)).toEqual({ key: 'workNameRequired' });
    expect(workProblem({ name: 'Vase', pictures: [] }, true)).toEqual({ key: 'workPicturesRequired' });
    expect(workProblem({ name: 'Vase', pictures: ['/uploads/a.png'] }, true)).toEqual({
      key: 'workDescriptionRequired',
    });
  });

  it('a password of 6, typed twice; changing one needs the current one', () => {
    const input = { password: '123456', confirm: '123456', old: '', hasPassword: false };
    expect(passwordProblem(input)).toBeNull();
    expect(passwordProblem({ ...input, password: '12345', confirm: '12345' })?.key).toBe('passwordTooShort');
    expect(passwordProblem({ ...input, confirm: '654321' })).toEqual({ key: 'passwordMismatch' });
    expect(passwordProblem({ ...input, hasPassword: true })).toEqual({ key: 'oldPasswordWrong' });
  });

  it('a person: the name first (required, at most the limit, spaces aside), then a mainland mobile number', () => {
    const required = 'assistantNameRequired';
    expect(personProblem({ name: ' 林小雅 ', phone: '13912340006' }, 4, required)).toBeNull();
    expect(personProblem({ name: '  ', phone: 'x' }, 4, required)).toEqual({ key: required });
    expect(personProblem({ phone: '13912340006' }, 4, 'applicantNameRequired')).toEqual({
      key: 'applicantNameRequired',
    });
    expect(personProblem({ name: '欧阳小雅娜', phone: 'x' }, 4, required)).toEqual({
      key: 'invalidField',
      args: { field: 'name (≤ 4)' },
    });
    expect(personProblem({ name: '林小雅' }, 4, required)).toEqual({ key: 'purchasePhoneRequired' });
    expect(personProblem({ name: '林小雅', phone: '12345678901' }, 4, required)).toEqual({ key: 'phoneWrong' });
  });
});
