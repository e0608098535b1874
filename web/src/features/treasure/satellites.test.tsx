// The satellite pages: /record, /grap, /report, /adtiViolation, /imgUpdate, /buy_info, /detail_pr.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TreasureSummary } from '#contract/calls/treasure-pages.ts';
import { IMAGE_MAX_BYTES } from '#contract/limits.ts';
import { itemAt } from '#contract/present.ts';
import { sessionStore } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import DerivativeScreen from './derivative-screen.tsx';
import DetailUploadScreen from './detail-upload-screen.tsx';
import PurchaseRequestInfoScreen, { maskPhone } from './purchase-request-info-screen.tsx';
import ReportScreen from './report-screen.tsx';
import {
  eachTestFresh,
  fakeApi,
  type Handler,
  location,
  loginAs,
  ME_MASTER,
  ME_VISITOR,
  ok,
  refusal,
  renderAt,
} from './test-support.tsx';
import TransferHistoryScreen from './transfer-history-screen.tsx';
import ValuationCurveScreen, { changePercent } from './valuation-curve-screen.tsx';
import ViolationReportScreen from './violation-report-screen.tsx';

const feedback = fakeFeedback();

const SUMMARY: TreasureSummary = {
  id: 1,
  name: '青花缠枝莲纹梅瓶',
  name_intl: 'Meiping Vase',
  serial_number: 'WC202600001',
  uuid: '2f411ecfb0588f7fc5749070f8238caf',
  cover: '/media/treasures/t001-1.svg',
  price: 1280000,
  level: { name: '珍品', name_intl: 'rare' },
  is_rare: 1,
  artist: { id: 101, name: '李明远', name_intl: 'Li Mingyuan', type: 1, is_collector_inst: 0 },
  link_artist: [],
  collector: { status: 1, avatar: '', name: '周慕白', name_intl: 'Zhou Mubai', price: 1080000 },
  is_can_buy: 1,
};

const summary =
  (value: TreasureSummary = SUMMARY): Handler =>
  ({ path }) =>
    path.startsWith('/goods/summary/') ? ok(value) : undefined;

eachTestFresh();

describe('/record: transfer history', () => {
  const records = [
    {
      id: 101,
      from_name: '李明远',
      from_name_intl: 'Li',
      to_name: '陈静姝',
      to_name_intl: 'Chen',
      price: 380000,
      transferred_at: '2023-06-18',
    },
    {
      id: 103,
      from_name: '张国栋',
      from_name_intl: 'Zhang',
      to_name: '周慕白',
      to_name_intl: 'Zhou',
      price: 1080000,
      transferred_at: '2025-09-12',
    },
  ];

  it('lists the transfers oldest first, ending with the current holder', async () => {
    fakeApi(summary(), ({ path }) =>
      path === '/goods/transferRecords/1' ? ok({ list: records, total: 2 }) : undefined,
    );
    renderAt('/record/1', '/record/:id', <TransferHistoryScreen />);
    const list = await screen.findByTestId('transfer-records');
    const items = within(list).getAllByRole('listitem');
    expect(itemAt(items, 0).textContent).toContain('2023-06-18');
    expect(itemAt(items, 0).textContent).toContain('¥380,000');
    expect(itemAt(items, 1).textContent).toContain('周慕白当前持有');
    expect(screen.getByText('共 2 次流转')).toBeTruthy();
    expect(screen.getByTestId('treasure-summary').textContent).toContain('WC202600001');
  });

  it('names every co-author with is_link=1', async () => {
    const coAuthors = ['李明远', '欧阳雪松', '景德镇御窑青花工坊'].map((name) => ({
      name,
      name_intl: name,
      artist_id: null,
    }));
    fakeApi(summary({ ...SUMMARY, link_artist: coAuthors }), ({ path }) =>
      path === '/goods/transferRecords/1' ? ok({ list: [], total: 0 }) : undefined,
    );
    renderAt(`/record/1?__params=${encodeURIComponent('{"is_link":"1"}')}`, '/record/:id', <TransferHistoryScreen />);
    expect(await screen.findByTestId('co-authored')).toBeTruthy();
    expect(screen.getByTestId('treasure-summary').textContent).toContain('李明远、欧阳雪松、景德镇御窑青花工坊');
    expect(screen.getByText('暂无流转记录')).toBeTruthy();
  });

  it('shows the empty state for a treasure that cannot be found', async () => {
    fakeApi();
    renderAt('/record/9', '/record/:id', <TransferHistoryScreen />);
    expect(await screen.findByTestId('satellite-empty')).toBeTruthy();
  });
});

describe('/grap: valuation curve', () => {
  it('computes the change since the first valuation', () => {
    expect(changePercent(320000, 1280000)).toBe(300);
    expect(changePercent(1000, 900)).toBe(-10);
    expect(changePercent(0, 900)).toBeNull();
  });

  it('shows today’s valuation, the change, the chart (loaded lazily) and every valuation', async () => {
    const list = [
      { valued_at: '2023-03-18', price: 320000 },
      { valued_at: '2024-05-20', price: 760000 },
      { valued_at: '2026-01-10', price: 1280000 },
    ];
    fakeApi(summary(), ({ path }) => (path === '/goods/valuations/1' ? ok({ list, current: 1280000 }) : undefined));
    renderAt('/grap/1', '/grap/:id', <ValuationCurveScreen />);
    expect((await screen.findByTestId('current-valuation')).textContent).toBe('¥1,280,000');
    expect(screen.getByTestId('valuation-change').textContent).toBe('+300%');
    // the chart gives screen readers its figures as a table: a row per valuation
    const chart = await screen.findByTestId('valuation-chart');
    expect(within(chart).getByRole('table').querySelectorAll('tbody tr')).toHaveLength(3);
    const rows = within(screen.getByTestId('valuation-list')).getAllByRole('listitem');
    expect(itemAt(rows, 0).textContent).toContain('2026-01-10');
    expect(itemAt(rows, 0).textContent).toContain('+520,000');
  });

  it('a treasure without a valuation says so, not ¥0 (the treasure page hides a zero valuation)', async () => {
    fakeApi(summary(), ({ path }) => (path === '/goods/valuations/1' ? ok({ list: [], current: 0 }) : undefined));
    renderAt('/grap/1', '/grap/:id', <ValuationCurveScreen />);
    expect((await screen.findByTestId('current-valuation')).textContent).toBe('暂无估值');
  });
});

describe('/report and /adtiViolation', () => {
  const reportOk: Handler = ({ path }) =>
    path === '/report/submit' || path === '/report/violation' ? ok({ id: 1 }, '提交成功') : undefined;

  it('needs a login, then the messaging app, then checks reason and description in order', async () => {
    const api = fakeApi(summary(), reportOk);
    renderAt(`/report/1?__params=${encodeURIComponent('{"accuse_pattern":"0"}')}`, '/report/:id', <ReportScreen />);
    const submit = await screen.findByTestId('report-submit');
    expect(screen.getByText('举报该珍宝')).toBeTruthy();
    expect(screen.getByText('举报需在消息应用浏览器中提交')).toBeTruthy();
    fireEvent.click(submit);
    expect(sessionStore.get().popup).toBe('privacy');
    loginAs(ME_VISITOR);
    fireEvent.click(submit);
    await waitFor(() => expect(feedback.alertMessage).toHaveBeenCalledWith('请在消息应用浏览器中打开'));
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    fireEvent.click(submit);
    await waitFor(() => expect(feedback.toast).toHaveBeenLastCalledWith('请选择举报原因'));
    fireEvent.click(screen.getByLabelText('疑似仿冒'));
    fireEvent.click(submit);
    await waitFor(() => expect(feedback.toast).toHaveBeenLastCalledWith('请描述您遇到的问题'));
    expect(api.called('/report/submit')).toEqual([]);
  });

  it('counts the description up to 200 characters and sends the report', async () => {
    loginAs(ME_VISITOR);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    const api = fakeApi(summary(), reportOk);
    renderAt('/report/1', '/report/:id', <ReportScreen />);
    await screen.findByTestId('report-submit');
    fireEvent.click(screen.getByLabelText('侵犯著作权'));
    const textarea = screen.getByPlaceholderText(/请详细描述/);
    expect((textarea as HTMLTextAreaElement).maxLength).toBe(200);
    await userEvent.type(textarea, '与他人作品雷同');
    expect(screen.getByTestId('content-counter').textContent).toBe('7/200');
    fireEvent.click(screen.getByTestId('report-submit'));
    expect(await screen.findByTestId('report-done')).toBeTruthy();
    expect(feedback.toastSuccess).toHaveBeenCalledWith('提交成功');
    expect(itemAt(api.called('/report/submit'), 0).body).toEqual({
      goods_id: 1,
      reason: 'infringement',
      content: '与他人作品雷同',
      pictures: [],
      accuse_pattern: 0,
    });
  });

  it('reports the author with accuse_pattern 1', async () => {
    loginAs(ME_VISITOR);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    const api = fakeApi(summary(), reportOk);
    renderAt(`/report/1?__params=${encodeURIComponent('{"accuse_pattern":"1"}')}`, '/report/:id', <ReportScreen />);
    expect(await screen.findByText('举报该作者')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('信息不实'));
    await userEvent.type(screen.getByPlaceholderText(/请详细描述/), '简介不实');
    fireEvent.click(screen.getByTestId('report-submit'));
    await screen.findByTestId('report-done');
    expect(itemAt(api.called('/report/submit'), 0).body).toMatchObject({ accuse_pattern: 1, reason: 'false_info' });
  });

  it('shows the sensitive-words refusal and keeps the form', async () => {
    loginAs(ME_VISITOR);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    fakeApi(summary(), ({ path }) =>
      path === '/report/violation' ? refusal(400, 400, '提交的信息包含敏感词：赌博') : undefined,
    );
    renderAt('/adtiViolation/1', '/adtiViolation/:id', <ViolationReportScreen />);
    expect(await screen.findByText('违规举报', { selector: 'h2' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('涉嫌欺诈'));
    await userEvent.type(screen.getByPlaceholderText(/请详细描述/), '赌博');
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(feedback.alertMessage).toHaveBeenCalledWith('提交的信息包含敏感词：赌博'));
    expect(screen.queryByTestId('report-done')).toBeNull();
  });

  it('refuses a wrong contact phone before sending', async () => {
    loginAs(ME_VISITOR);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    const api = fakeApi(summary(), reportOk);
    renderAt('/adtiViolation/1', '/adtiViolation/:id', <ViolationReportScreen />);
    await screen.findByTestId('report-submit');
    fireEvent.click(screen.getByLabelText('低俗不良信息'));
    await userEvent.type(screen.getByPlaceholderText(/请详细描述/), '图片不当');
    await userEvent.type(screen.getByPlaceholderText('方便我们与您核实'), '1234');
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(feedback.toast).toHaveBeenLastCalledWith('手机号格式错误'));
    expect(api.called('/report/violation')).toEqual([]);
  });
});

describe('/imgUpdate: detail upload', () => {
  const status =
    (latest: unknown = null, canUpload = true): Handler =>
    ({ path, method }) =>
      path === '/goods/detailUpload/1' && method === 'GET'
        ? ok({ approved: ['/media/treasures/t001-d1.svg'], latest, can_upload: canUpload })
        : undefined;

  it('asks to log in first', async () => {
    fakeApi();
    renderAt('/imgUpdate/1', '/imgUpdate/:id', <DetailUploadScreen />);
    expect(await screen.findByTestId('login-needed')).toBeTruthy();
  });

  it("shows the server's refusal to someone who does not own the treasure", async () => {
    loginAs(ME_VISITOR);
    fakeApi(summary(), ({ path }) =>
      path === '/goods/detailUpload/1' ? refusal(403, 403, '只有作品的作者或持有人可以上传细节图') : undefined,
    );
    renderAt('/imgUpdate/1', '/imgUpdate/:id', <DetailUploadScreen />);
    expect((await screen.findByTestId('satellite-empty')).textContent).toContain(
      '只有作品的作者或持有人可以上传细节图',
    );
  });

  it('refuses pictures of 10M or more without sending them, uploads the others and sends them for review', async () => {
    loginAs(ME_MASTER);
    const api = fakeApi(summary(), status(), ({ path, method }) => {
      if (path === '/upload/image') return ok({ url: '/uploads/a.png', bytes: 3, kind: 'image' });
      if (path === '/goods/detailUpload' && method === 'POST') {
        return ok(
          { id: 4, pictures: ['/uploads/a.png'], note: '底款', status: 1, created_at: '2026-02-01T10:00:00.000Z' },
          '提交成功',
        );
      }
      return undefined;
    });
    renderAt('/imgUpdate/1', '/imgUpdate/:id', <DetailUploadScreen />);
    expect(await screen.findByTestId('approved-pictures')).toBeTruthy();
    fireEvent.click(screen.getByTestId('detail-upload-submit'));
    expect(feedback.toast).toHaveBeenLastCalledWith('请至少上传一张细节图');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES });
    const small = new File(['png'], 'small.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('picture-input'), { target: { files: [big, small] } });
    await waitFor(() => expect(screen.getByTestId('picture-picker').querySelectorAll('img')).toHaveLength(1));
    expect(feedback.toast).toHaveBeenCalledWith('图片不能超过10M');
    expect(api.called('/upload/image')).toHaveLength(1);
    await userEvent.type(screen.getByPlaceholderText(/底部款识/), '底款');
    fireEvent.click(screen.getByTestId('detail-upload-submit'));
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('提交成功'));
    expect(api.calls.find((c) => c.path === '/goods/detailUpload' && c.method === 'POST')?.body).toEqual({
      goods_id: 1,
      pictures: ['/uploads/a.png'],
      note: '底款',
    });
    expect((await screen.findByTestId('review-status')).textContent).toBe('审核中');
    expect(screen.getByTestId('upload-waiting')).toBeTruthy();
  });

  it('shows a failed review and lets the owner upload again', async () => {
    loginAs(ME_MASTER);
    fakeApi(
      summary(),
      status(
        { id: 2, pictures: ['/uploads/b.png'], note: '', status: 3, created_at: '2026-01-01T00:00:00.000Z' },
        true,
      ),
    );
    renderAt('/imgUpdate/1', '/imgUpdate/:id', <DetailUploadScreen />);
    expect((await screen.findByTestId('review-status')).textContent).toBe('审核未通过');
    expect(screen.getByTestId('detail-upload-submit')).toBeTruthy();
  });
});

describe('/buy_info: my purchase request', () => {
  it('asks to log in first', async () => {
    fakeApi();
    renderAt('/buy_info/1', '/buy_info/:id', <PurchaseRequestInfoScreen />);
    expect(await screen.findByTestId('login-needed')).toBeTruthy();
  });

  it('shows the request with the phone masked and a way to the messages', async () => {
    loginAs(ME_VISITOR);
    fakeApi(summary(), ({ path }) =>
      path === '/collection/applyBuyInfo/1'
        ? ok({
            request: {
              id: 9,
              name: '张三',
              phone: '13812345678',
              price: 900000,
              content: '诚心求购',
              created_at: '2026-02-01T10:00:00.000Z',
            },
          })
        : undefined,
    );
    renderAt('/buy_info/1', '/buy_info/:id', <PurchaseRequestInfoScreen />);
    const card = await screen.findByTestId('purchase-request');
    expect(card.textContent).toContain('138****5678');
    expect(card.textContent).toContain('¥900,000');
    fireEvent.click(within(card).getByRole('link'));
    expect(location()).toBe('/talk?apply_id=9&type=1&goods_id=1');
  });

  it('offers to send one when there is none', async () => {
    loginAs(ME_VISITOR);
    fakeApi(summary(), ({ path }) => (path === '/collection/applyBuyInfo/1' ? ok({ request: null }) : undefined));
    renderAt('/buy_info/1', '/buy_info/:id', <PurchaseRequestInfoScreen />);
    expect((await screen.findByTestId('satellite-empty')).textContent).toContain('您还没有对该珍宝提交求购');
    expect(maskPhone('123')).toBe('123');
  });
});

describe('/detail_pr: derivative item', () => {
  const item = {
    id: 1,
    goods_id: 1,
    serial_number: 'DV0001',
    uuid: '49b9133d1d85b9785d39072bf36e9892',
    name: '梅瓶微缩摆件',
    name_intl: 'Miniature',
    description: '按原作等比缩小',
    description_intl: 'Scaled down',
    pictures: ['/media/treasures/dv0001-1.svg'],
    price: 2800,
    goods: { id: 1, name: '青花缠枝莲纹梅瓶', name_intl: 'Vase', serial_number: 'WC202600001' },
  };

  it('loads the item by id and links to its treasure', async () => {
    const api = fakeApi(({ path }) => (path === '/goodsder/detail/1' ? ok(item) : undefined));
    renderAt('/detail_pr/1', '/detail_pr/:id', <DerivativeScreen />);
    expect((await screen.findByTestId('derivative')).textContent).toContain('梅瓶微缩摆件');
    expect(screen.getByText('¥')).toBeTruthy();
    expect(screen.getByTestId('parent-treasure').getAttribute('href')).toBe('/detail/1');
    expect(api.calls.map((c) => c.path)).toEqual(['/goodsder/detail/1']);
  });

  it('looks the item up through goodsder/info when the code is in the query', async () => {
    const api = fakeApi(({ path, query }) =>
      path === '/goodsder/info' && query.get('serial_number') === 'DV0001' ? ok(item) : undefined,
    );
    renderAt('/detail_pr/1?serial_number=DV0001', '/detail_pr/:id', <DerivativeScreen />);
    expect(await screen.findByTestId('derivative')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toEqual(['/goodsder/info']);
  });

  it('shows the empty state when the item is unknown', async () => {
    fakeApi();
    renderAt('/detail_pr/77', '/detail_pr/:id', <DerivativeScreen />);
    expect(await screen.findByTestId('treasure-empty')).toBeTruthy();
  });
});
