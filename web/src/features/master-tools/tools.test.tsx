// The tools as a user meets them: who each is for, and every limit refused on the phone before
// anything is sent (honors, certificates, pictures 10M and seal 3M, description 200, treasure
// data 10, recommended collection 4, signature password 6).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#contract/entities/user.ts';
import { MB } from '#contract/limits.ts';
import { logout, sessionStore } from '../../lib/session.ts';
import { answers, fakeApi, type Handler, ok } from '../../test/fake-answers.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { USERS } from '../../test/personas.ts';
import { ProfileEditor } from './profile-editor.tsx';
import { PublishWork } from './publish-work.tsx';
import { SignatureSettings } from './signature-settings.tsx';
import { ToolFrame } from './tool-frame.tsx';
import { TreasureManagement } from './treasure-management.tsx';

const feedback = fakeFeedback();

const PROFILE = {
  artist_type: 1,
  id: 101,
  type: 1,
  is_collector_inst: 0,
  status: 0,
  name: '李明远',
  name_intl: 'Li Mingyuan',
  title: '',
  title_intl: '',
  pic: '',
  content: '',
  content_intl: '',
  honor: '2024 百花奖',
  honor_intl: '',
  birthday: '1968-05-12',
  gender: 0,
  certificate_info: [
    { pic: '/media/certificates/a101-c1.svg', content: '证书一', content_intl: 'One' },
    { pic: '/media/certificates/a101-c2.svg', content: '证书二', content_intl: 'Two' },
  ],
};
const treasure = (id: number, recommended: boolean) => ({
  id,
  name: `珍宝${id}`,
  name_intl: `Treasure ${id}`,
  serial_number: `WC2026000${String(id).padStart(2, '0')}`,
  picture: `/media/treasures/t00${id}-1.svg`,
  level: { name: '精品', name_intl: 'fine' },
  price: 1000,
  is_can_buy: 0,
  recommended,
  dimensional_href: '',
  audio_type: 0,
  audio_status: 0,
  audio_status_intl: 0,
  three_d_status: null,
});

let api: ReturnType<typeof fakeApi>;
/** What the test answers before the tools' usual answers (a held upload). */
let first: Handler = () => undefined;
/** The addresses posted to, in order. */
const posted = () => api.calls.filter((call) => call.method === 'POST').map((call) => `/api${call.path}`);
beforeEach(() => {
  logout();
  first = () => undefined;
  for (const fn of Object.values(feedback)) fn.mockClear();
  api = fakeApi(
    (request) => first(request),
    answers({
      ownerProfile: () => ok(PROFILE),
      workSubmissions: () => ok({ list: [], can_compete: true }),
      ownerTreasures: () =>
        ok({
          artist_id: 101,
          audio_count: 0,
          recommended_max: 4,
          list: [1, 2, 3, 4, 5].map((id) => treasure(id, id <= 4)),
        }),
      ownerSignature: () => ok({ artist_type: 1, sign: '/media/seals/a101.svg', sign_password: false }),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const logIn = (me: Me) => {
  localStorage.setItem('user_token', 'jwt');
  sessionStore.update({ token: 'jwt', me });
};
const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const file = (size: number, type = 'image/png') => {
  const picture = new File(['x'], 'picture.png', { type });
  Object.defineProperty(picture, 'size', { value: size });
  return picture;
};

describe('who each tool is for', () => {
  const frame = (me: Me | null, role: 'master' | 'collector', access = {}) => {
    if (me) logIn(me);
    return inRouter(
      <ToolFrame title="guanli" role={role} access={access}>
        {() => <p data-testid="tool-body">ok</p>}
      </ToolFrame>,
    );
  };

  it('asks for a login first', async () => {
    frame(null, 'master');
    await userEvent.click(screen.getByText('授权登录'));
    expect(sessionStore.get().popup).toBe('privacy');
  });

  it('refuses someone who is not a master, offering /robot', () => {
    frame(USERS.visitor, 'master');
    expect(screen.getByTestId('tool-refused').textContent).toContain('您还不是作者，请先申请成为大师');
    expect(screen.getByText('申请成为大师')).toBeTruthy();
  });

  it('refuses an assistant the master’s own tools (authorisation, signature)', () => {
    frame(USERS.assistant, 'master', { ownerOnly: true });
    expect(screen.getByTestId('tool-refused').textContent).toContain(
      '账号授权和签名设置仅限本人操作，助理账号不能使用',
    );
  });

  it('keeps certified tools closed to a master under review', () => {
    frame(USERS.pending, 'master', { certified: true });
    expect(screen.getByTestId('tool-refused').textContent).toContain('请先完善您的信息，认证通过后即可使用');
  });

  it('refuses the _col tools to someone who is not a collector', () => {
    frame(USERS.master, 'collector');
    expect(screen.getByTestId('tool-refused').textContent).toContain('您还不是藏家，请先申请成为藏家');
  });

  it('opens to its own people', () => {
    frame(USERS.assistant, 'master', { certified: true });
    expect(screen.getByTestId('tool-body')).toBeTruthy();
  });
});

describe('/masterinfo', () => {
  it('shows the honors rule live and refuses 100 lines without sending', async () => {
    inRouter(<ProfileEditor role="master" institution={false} />);
    const honors = await screen.findByTestId('honor-input');
    fireEvent.change(honors.querySelector('textarea') ?? honors, {
      target: { value: Array.from({ length: 100 }, (_, i) => `荣誉${i}`).join('\n') },
    });
    expect(screen.getByTestId('honor-input-hint').textContent).toBe('荣誉每行一条，须少于100行');
    await userEvent.click(screen.getByTestId('save-profile'));
    expect(feedback.toast).toHaveBeenCalledWith('荣誉每行一条，须少于100行');
    expect(posted()).toEqual([]);
  });

  it('refuses an honor line of 50 Chinese characters', async () => {
    inRouter(<ProfileEditor role="master" institution={false} />);
    const honors = await screen.findByTestId('honor-intl-input');
    fireEvent.change(honors.querySelector('textarea') ?? honors, { target: { value: `ok\n${'长'.repeat(50)}` } });
    expect(screen.getByTestId('honor-intl-input-hint').textContent).toBe('第2行荣誉须少于50个字');
  });

  it('counts certificates against 10, and refuses a certificate of 10M before sending it', async () => {
    inRouter(<ProfileEditor role="master" institution={false} />);
    expect((await screen.findByTestId('profile-editor')).textContent).toContain('2/10');
    const input = screen.getByTestId('certificates-field').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, file(10 * MB));
    expect(feedback.toast).toHaveBeenCalledWith('图片不能超过10M');
    expect(posted()).toEqual([]);
  });
});

describe('/renzhen', () => {
  it('refuses to send for review without pictures, and keeps treasure data to 10 items', async () => {
    inRouter(<PublishWork role="master" />);
    const name = await screen.findByTestId('work-name');
    fireEvent.change(name.querySelector('input') ?? name, { target: { value: '新作' } });
    await userEvent.click(screen.getByTestId('submit-review'));
    expect(feedback.toast).toHaveBeenCalledWith('请至少上传一张作品图片');
    for (let i = 0; i < 9; i++) await userEvent.click(screen.getByTestId('add-line'));
    expect(screen.getByTestId('data-lines-count').textContent).toBe('10/10');
    expect((screen.getByTestId('add-line') as HTMLButtonElement).disabled).toBe(true);
    expect(posted()).toEqual([]);
  });

  it('caps the description at 200 characters and pictures at 10M', async () => {
    inRouter(<PublishWork role="master" />);
    const description = await screen.findByTestId('work-description');
    const area = (description.querySelector('textarea') ?? description) as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: '字'.repeat(201) } });
    expect(area.value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeTruthy();
    const input = screen.getByTestId('work-pictures').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, file(10 * MB + 1, 'image/jpeg'));
    expect(feedback.toast).toHaveBeenCalledWith('图片不能超过10M');
    expect(posted()).toEqual([]);
  });

  it('does not send a work while its picture is still uploading, and sends it once it is there', async () => {
    let answerUpload: (() => void) | undefined;
    first = async ({ names }) => {
      if (!names.includes('uploadImage')) return undefined;
      await new Promise<void>((done) => {
        answerUpload = done;
      });
      return ok({ url: '/media/uploads/work.png' });
    };
    inRouter(<PublishWork role="master" />);
    const name = await screen.findByTestId('work-name');
    fireEvent.change(name.querySelector('input') ?? name, { target: { value: '新作' } });
    const description = screen.getByTestId('work-description');
    fireEvent.change(description.querySelector('textarea') ?? description, { target: { value: '青花梅瓶' } });
    const input = screen.getByTestId('work-pictures').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, file(1000));
    await waitFor(() => expect(answerUpload).toBeDefined());

    await userEvent.click(screen.getByTestId('submit-review'));
    expect(feedback.toast).toHaveBeenCalledWith('图片还在上传，请稍候再提交');
    expect(posted().filter((url) => url.startsWith('/api/works/'))).toEqual([]);

    answerUpload?.();
    await waitFor(() => expect(document.querySelector('.adm-image-uploader-cell-mask')).toBeNull());
    await userEvent.click(screen.getByTestId('submit-review'));
    await waitFor(() => expect(posted()).toContain('/api/works/save'));
  });

  it('offers the culture-competition kind to compete_status 2', async () => {
    inRouter(<PublishWork role="master" />);
    expect((await screen.findByTestId('kind-selector')).textContent).toContain('文创大赛作品');
  });
});

describe('/guanli', () => {
  it('refuses a fifth work in the recommended collection without sending', async () => {
    inRouter(<TreasureManagement role="master" />);
    expect((await screen.findByTestId('collection-count')).textContent).toBe('4/4');
    await userEvent.click(screen.getByTestId('recommend-5'));
    expect(feedback.toast).toHaveBeenCalledWith('推荐合集最多4件，请先移除一件');
    expect(posted()).toEqual([]);
  });
});

describe('/sign', () => {
  it('refuses a password under 6 characters, and a seal of 3M', async () => {
    inRouter(<SignatureSettings role="master" />);
    const password = await screen.findByTestId('new-password');
    fireEvent.change(password.querySelector('input') ?? password, { target: { value: '12345' } });
    const confirm = screen.getByTestId('confirm-password');
    fireEvent.change(confirm.querySelector('input') ?? confirm, { target: { value: '12345' } });
    await userEvent.click(screen.getByTestId('save-password'));
    expect(feedback.toast).toHaveBeenCalledWith('签名密码至少6位');
    const input = screen.getByTestId('seal-upload').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, file(3 * MB));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('图片不能超过3M'));
    expect(posted()).toEqual([]);
  });
});

describe('an authorisation opened without an id (/sqDetail, /sqDetail_col)', () => {
  it('says none was named and leads back to the list, in both identities', async () => {
    const { AuthorisationDetail } = await import('./authorisation.tsx');
    for (const [role, list] of [
      ['master', '/shouquan'],
      ['collector', '/shouquan_col'],
    ] as const) {
      const { unmount } = render(
        <MemoryRouter initialEntries={['/sqDetail']}>
          <Routes>
            <Route path="/sqDetail" element={<AuthorisationDetail role={role} />} />
            <Route path={list} element={<p>the list</p>} />
          </Routes>
        </MemoryRouter>,
      );
      expect((await screen.findByTestId('tool-refused')).textContent).toContain('没有指定要查看的授权');
      fireEvent.click(screen.getByRole('button', { name: '返回授权列表' }));
      expect(await screen.findByText('the list')).toBeTruthy();
      unmount();
    }
  });
});
