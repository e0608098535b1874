// The master's own account (provisional calls): profile and celebrity certificates, signature,
// account authorisation; who may reach each (product §5 and §6) and the limits they keep.
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { CERTIFICATES_MAX, HONOR_LINES_MAX } from '../../contract/limits.ts';
import { ok, refused, rows } from '../support/answers.ts';
import { appWithPersonas } from '../support/personas-app.ts';
import { auth, loginAs } from '../support/session.ts';

const app = appWithPersonas([
  'demo-master',
  'demo-assistant',
  'demo-visitor',
  'demo-collector',
  'demo-institution',
  'demo-master-pending',
  'demo-master-nosign',
]);
const { get, post } = app;
const certificates = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    pic: '/media/certificates/a101-c1.svg',
    content: `证书${i + 1}`,
    content_intl: `Certificate ${i + 1}`,
  }));

describe('profile (celebrity authentication and info edit)', () => {
  it('reads the master’s profile, and the assistant reads the master they help', async () => {
    const own = ok(calls.ownerProfile, await get('/artist/profile?artist_type=1', 'demo-master')).data;
    expect(own).toMatchObject({ id: 101, name: '李明远', status: 0 });
    expect(own.certificate_info.length).toBe(2);
    const helped = ok(calls.ownerProfile, await get('/artist/profile', 'demo-assistant')).data;
    expect(helped.id).toBe(101);
  });

  it('reads the collector’s and institution’s identity with artist_type 2', async () => {
    expect(ok(calls.ownerProfile, await get('/artist/profile?artist_type=2', 'demo-collector')).data).toMatchObject({
      id: 201,
      type: 2,
    });
    expect(ok(calls.ownerProfile, await get('/artist/profile?artist_type=2', 'demo-institution')).data).toMatchObject({
      id: 301,
      is_collector_inst: 1,
    });
  });

  it('refuses a visitor (not an author) and a master on the collector side (not a collector)', async () => {
    refused(
      await get('/artist/profile', 'demo-visitor'),
      403,
      'You are not an author yet. Apply to become a master first',
    );
    refused(
      await get('/artist/profile?artist_type=2', 'demo-master'),
      403,
      'You are not a collector yet. Apply to become a collector first',
    );
    refused(await app.t.request.get('/api/artist/profile'), 401);
  });

  it('saves texts, honors and certificates (the treasure page shows them at once: owner-edits.test.ts)', async () => {
    const profile = ok(calls.ownerProfile, await get('/artist/profile', 'demo-master')).data;
    const res = await post('/artist/editProfile', 'demo-master', {
      ...profile,
      artist_type: 1,
      gender: String(profile.gender),
      birthday: profile.birthday ?? '',
      honor: `${profile.honor}\n2026 新增荣誉`,
      certificates: certificates(3),
    });
    const saved = ok(calls.editOwnerProfile, res);
    expect(saved.msg).toBe('Submit succeed');
    expect(saved.data.honor.split('\n').at(-1)).toBe('2026 新增荣誉');
    expect(saved.data.certificate_info).toHaveLength(3);
    expect(rows(app.t, 'artist_certificates')).toBeGreaterThanOrEqual(3);
  });

  it('keeps the honor limits: fewer than 100 lines, each under 50 Chinese characters', async () => {
    const base = { artist_type: 1, name: '李明远' };
    const many = Array.from({ length: HONOR_LINES_MAX + 1 }, (_, i) => `荣誉${i}`).join('\n');
    refused(
      await post('/artist/editProfile', 'demo-master', { ...base, honor: many }),
      400,
      'Honors go one per line, fewer than 100 lines',
    );
    ok(
      calls.editOwnerProfile,
      await post('/artist/editProfile', 'demo-master', { ...base, honor: many.split('\n').slice(1).join('\n') }),
    );
    refused(
      await post('/artist/editProfile', 'demo-master', { ...base, honor: `短\n${'长'.repeat(50)}` }),
      400,
      'Honor line 2 must be under 50 Chinese characters',
    );
    ok(calls.editOwnerProfile, await post('/artist/editProfile', 'demo-master', { ...base, honor: '长'.repeat(49) }));
    // Latin letters count half: 98 letters are 49 Chinese characters wide
    ok(
      calls.editOwnerProfile,
      await post('/artist/editProfile', 'demo-master', { ...base, honor_intl: 'a'.repeat(98) }),
    );
  });

  it('keeps at most 10 certificates, site pictures only, and a name', async () => {
    const base = { artist_type: 1, name: '李明远' };
    refused(
      await post('/artist/editProfile', 'demo-master', { ...base, certificates: certificates(CERTIFICATES_MAX + 1) }),
      400,
      'You can upload at most 10 certificates',
    );
    ok(
      calls.editOwnerProfile,
      await post('/artist/editProfile', 'demo-master', { ...base, certificates: certificates(CERTIFICATES_MAX) }),
    );
    refused(
      await post('/artist/editProfile', 'demo-master', {
        ...base,
        certificates: [{ pic: 'https://evil.example/x.png', content: 'x' }],
      }),
      400,
      'A picture is not valid, please upload it again',
    );
    refused(
      await post('/artist/editProfile', 'demo-master', { artist_type: 1, name: ' ' }),
      400,
      'Please enter a name',
    );
    refused(
      await post('/artist/editProfile', 'demo-master', { ...base, birthday: '2999-01-01' }),
      400,
      'Please choose a valid birthday',
    );
  });

  it('sends a pending master’s profile for authentication (status stays 4)', async () => {
    const res = await post('/artist/editProfile', 'demo-master-pending', {
      artist_type: 1,
      name: '周琳',
      birthday: '1980-02-02',
      gender: '1',
    });
    expect(ok(calls.editOwnerProfile, res).data).toMatchObject({ status: 4, gender: 1, birthday: '1980-02-02' });
  });
});

describe('signature', () => {
  it('is the master’s alone: an assistant is refused', async () => {
    expect(ok(calls.ownerSignature, await get('/artist/signature', 'demo-master')).data).toMatchObject({
      sign_password: true,
    });
    refused(await get('/artist/signature', 'demo-assistant'), 403, /assistants cannot use them/);
    refused(
      await post('/artist/saveSignature', 'demo-assistant', { password: '654321', password_confirm: '654321' }),
      403,
    );
  });

  it('is closed while a master is not certified', async () => {
    refused(
      await get('/artist/signature', 'demo-master-pending'),
      403,
      'Please complete your information first; this opens once you are certified',
    );
  });

  it('sets a first password (at least 6, twice) and then needs it to change it', async () => {
    refused(
      await post('/artist/saveSignature', 'demo-master-nosign', { password: '12345', password_confirm: '12345' }),
      400,
      'The signature password must have at least 6 characters',
    );
    refused(
      await post('/artist/saveSignature', 'demo-master-nosign', { password: '1234567', password_confirm: '7654321' }),
      400,
      'The two passwords do not match',
    );
    const set = ok(
      calls.saveSignature,
      await post('/artist/saveSignature', 'demo-master-nosign', { password: '1234567', password_confirm: '1234567' }),
    );
    expect(set.data.sign_password).toBe(true);
    refused(
      await post('/artist/saveSignature', 'demo-master-nosign', {
        password: 'abcdefg',
        password_confirm: 'abcdefg',
        old_password: 'wrong!',
      }),
      400,
      'The current signature password is wrong',
    );
    ok(
      calls.saveSignature,
      await post('/artist/saveSignature', 'demo-master-nosign', {
        password: 'abcdefg',
        password_confirm: 'abcdefg',
        old_password: '1234567',
      }),
    );
    const me = await get('/auth/me', 'demo-master-nosign');
    expect(me.body.data.artist.sign_password).toBe(true);
  });

  it('refuses a call that would change nothing, in both languages, instead of answering "Saved"', async () => {
    const signature = () =>
      app.t.db.$client.prepare('select sign, sign_password_hash from artists where id = 101').get();
    const before = signature();
    refused(
      await post('/artist/saveSignature', 'demo-master', {}),
      400,
      /: Nothing to save: send a seal image \(sign\) or a new signature password$/,
    );
    refused(
      await post('/artist/saveSignature', 'demo-master', { sign: '  ', old_password: 'x' }),
      400,
      /Nothing to save/,
    );
    const zn = await app.t.request
      .post('/api/artist/saveSignature')
      .set(auth(await loginAs(app.t, 'demo-master')))
      .set('lang', 'zn')
      .type('form')
      .send('artist_type=1');
    refused(zn, 400, /没有要保存的内容：请上传印章图片或设置签名密码$/);
    expect(signature()).toEqual(before);
  });

  it('takes only a site picture as the seal', async () => {
    refused(await post('/artist/saveSignature', 'demo-master', { sign: 'javascript:alert(1)' }), 400);
    ok(calls.saveSignature, await post('/artist/saveSignature', 'demo-master', { sign: '/media/seals/a101.svg' }));
  });
});

describe('account authorisation', () => {
  it('lists 101’s authorisations in every state; an assistant may not see them', async () => {
    const { list } = ok(calls.authorisations, await get('/artist/authorisations', 'demo-master')).data;
    expect(list.map((a) => a.status).sort()).toEqual([0, 1, 2]);
    expect(list.find((a) => a.status === 1)?.assistant_user?.id).toBe(6);
    refused(await get('/artist/authorisations', 'demo-assistant'), 403, /assistants cannot use them/);
  });

  it('authorises an existing user at once: they can switch to this master', async () => {
    const before = rows(app.t, 'assistant_links');
    const res = await post('/artist/authorise', 'demo-master', { name: '周小舟', phone: '13812340001' });
    const created = ok(calls.authorise, res).data;
    expect(created).toMatchObject({ status: 1, assistant_user: { id: 1 } });
    expect(rows(app.t, 'assistant_links')).toBe(before + 1);
    const visitorMe = await get('/auth/me', 'demo-visitor');
    expect(visitorMe.body.data).toMatchObject({ artist_id: 101, can_more_help: 1 });
    // and again: the phone is already authorised
    refused(
      await post('/artist/authorise', 'demo-master', { name: '周小舟', phone: '13812340001' }),
      409,
      'This phone number is already authorised',
    );
    // revoked: the link is gone and the visitor helps nobody
    const revoked = ok(
      calls.revokeAuthorisation,
      await post('/artist/revokeAuthorisation', 'demo-master', { id: created.id }),
    );
    expect(revoked.msg).toBe('Authorisation revoked');
    expect(rows(app.t, 'assistant_links')).toBe(before);
    expect((await get('/auth/me', 'demo-visitor')).body.data.artist_id).toBeNull();
    refused(
      await post('/artist/revokeAuthorisation', 'demo-master', { id: created.id }),
      409,
      'This authorisation has already been revoked',
    );
  });

  it('checks name and phone, and refuses one’s own phone', async () => {
    refused(
      await post('/artist/authorise', 'demo-master', { name: '', phone: '13800000000' }),
      400,
      'Please enter the name of the person to authorise',
    );
    refused(
      await post('/artist/authorise', 'demo-master', { name: '张三', phone: '' }),
      400,
      'Please enter your mobile phone number',
    );
    refused(
      await post('/artist/authorise', 'demo-master', { name: '张三', phone: '12345' }),
      400,
      'Phone number wrong',
    );
    refused(
      await post('/artist/authorise', 'demo-master', { name: '自己', phone: '13907980101' }),
      400,
      "You can't authorise yourself",
    );
  });

  it('shows one authorisation, and not another master’s', async () => {
    expect(ok(calls.authorisationDetail, await get('/artist/authorisation/1', 'demo-master')).data.assistant_name).toBe(
      '林小雅',
    );
    refused(await get('/artist/authorisation/4', 'demo-master'), 200, undefined, -1);
  });
});
