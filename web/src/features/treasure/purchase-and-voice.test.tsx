// The purchase request (product §5) and the AI voice player (product §4).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itemAt } from '#contract/present.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { fakeEmulator } from '../../test/fake-emulator.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import {
  eachTestFresh,
  type Handler,
  location,
  loginAs,
  ME_COLLECTOR,
  ME_MASTER,
  ME_VISITOR,
  makeTreasure,
  ok,
  openTreasure,
  refusal,
} from './test-support.tsx';

const feedback = fakeFeedback();
const emulator = fakeEmulator();

const audio = (status: number, type = 1) => ({
  audio: '/zh.mp3',
  audio_intl: '/en.mp3',
  audio_status: status,
  audio_status_intl: status,
  audio_type: type,
});

eachTestFresh();

describe('purchase request', () => {
  const notSent: Handler = ({ path }) =>
    path === '/collection/getApplyBuyStatus' ? ok({ pay_status: false, apply_buy_id: 0 }) : undefined;

  async function openForm(...more: Handler[]) {
    loginAs(ME_VISITOR);
    const api = openTreasure(makeTreasure(), ...more, notSent);
    fireEvent.click(await screen.findByTestId('buy-button'));
    const form = await screen.findByTestId('purchase-popup');
    const fill = async (name: string, value: string) => {
      const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    };
    return { api, form, fill, submit: () => fireEvent.click(within(form).getByTestId('purchase-submit')) };
  }

  it("says 'Not for public sale' when is_can_buy is not 1, before anything else", async () => {
    const api = openTreasure(makeTreasure({ is_can_buy: 0 }));
    const button = await screen.findByTestId('buy-button');
    expect(button.textContent).toBe('非公开出售');
    fireEvent.click(button);
    await waitFor(() => expect(feedback.alertMessage).toHaveBeenCalledWith('非公开出售'));
    expect(api.called('/collection/getApplyBuyStatus')).toEqual([]);
    expect(screen.queryByTestId('purchase-popup')).toBeNull();
  });

  it.each([
    ['its master', ME_MASTER, 101],
    ['its collector', ME_COLLECTOR, 201],
  ])('is not offered to %s: the button says whose it is, and a tap says why, asking nothing', async (_, me, owner) => {
    loginAs(me);
    const api = openTreasure(makeTreasure({ artist_id: owner, is_can_buy: 1 }));
    const button = await screen.findByTestId('buy-button');
    expect(button.textContent).toBe('我的珍宝');
    expect(button.className).toContain('buy-button--off');
    fireEvent.click(button);
    await waitFor(() => expect(feedback.alertMessage).toHaveBeenCalledWith('不能求购自己的珍宝'));
    expect(api.called('/collection/getApplyBuyStatus')).toEqual([]);
    expect(screen.queryByTestId('purchase-popup')).toBeNull();
  });

  it("opens 'already submitted, go to messages' instead of the form when pay_status is true", async () => {
    loginAs(ME_VISITOR);
    openTreasure(makeTreasure(), ({ path }) =>
      path === '/collection/getApplyBuyStatus' ? ok({ pay_status: true, apply_buy_id: 17 }) : undefined,
    );
    fireEvent.click(await screen.findByTestId('buy-button'));
    const dialog = await screen.findByTestId('submitted-popup');
    expect(dialog.textContent).toContain('您已提交过求购信息，请前往消息查看');
    expect(screen.queryByTestId('purchase-popup')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('go-messages'));
    expect(location()).toBe('/talk?apply_id=17&type=1&goods_id=1');
  });

  it('checks the fields in the spec’s order, with its messages, before asking the server', async () => {
    const { api, fill, submit } = await openForm();
    submit();
    expect(feedback.toast).toHaveBeenLastCalledWith('请填写您的姓名');
    await fill('name', '张三');
    submit();
    expect(feedback.toast).toHaveBeenLastCalledWith('请输入手机号');
    await fill('phone', '1234');
    submit();
    expect(feedback.toast).toHaveBeenLastCalledWith('手机号格式错误');
    await fill('phone', '13812345678');
    submit();
    expect(feedback.toast).toHaveBeenLastCalledWith('请输入预估价格');
    await fill('price', '5000');
    submit();
    expect(feedback.toast).toHaveBeenLastCalledWith('请输入求购留言');
    expect(api.called('/collection/applyBuy')).toEqual([]);
  });

  it('limits the inputs: name 4, phone 11 digits, price 9 digits, message 150', async () => {
    const { form, fill } = await openForm();
    await fill('name', '欧阳娜娜娜');
    await fill('phone', '1381234567890');
    await fill('price', '12345678901');
    expect(form.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('欧阳娜娜');
    expect(form.querySelector<HTMLInputElement>('[name="phone"]')!.value).toBe('13812345678');
    expect(form.querySelector<HTMLInputElement>('[name="price"]')!.value).toBe('123456789');
    expect(form.querySelector('textarea')!.maxLength).toBe(150);
  });

  it('sends a valid request once, even on a double tap, and says Submit succeed', async () => {
    const { api, fill, submit } = await openForm(({ path }) => {
      if (path !== '/collection/applyBuy') return undefined;
      return ok({ apply_buy_id: 5 }, '提交成功');
    });
    await fill('name', '张三');
    await fill('phone', '13812345678');
    await fill('price', '900000');
    await userEvent.type(screen.getByTestId('purchase-popup').querySelector('textarea')!, '诚心求购');
    submit();
    submit();
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('提交成功'));
    expect(api.called('/collection/applyBuy')).toHaveLength(1);
    expect(itemAt(api.called('/collection/applyBuy'), 0).body).toEqual({
      goods_id: 1,
      name: '张三',
      phone: '13812345678',
      price: '900000',
      content: '诚心求购',
    });
    await waitFor(() => expect(screen.queryByTestId('purchase-popup')).toBeNull());
    expect(screen.getByTestId('buy-button').textContent).toBe('已求购');
  });

  it('shows the sensitive-words refusal of the server and keeps the form', async () => {
    const { fill, submit } = await openForm(({ path }) =>
      path === '/collection/applyBuy' ? refusal(400, 400, '提交的信息包含敏感词：赌博') : undefined,
    );
    await fill('name', '张三');
    await fill('phone', '13812345678');
    await fill('price', '100');
    await userEvent.type(screen.getByTestId('purchase-popup').querySelector('textarea')!, '赌博');
    submit();
    await waitFor(() => expect(feedback.alertMessage).toHaveBeenCalledWith('提交的信息包含敏感词：赌博'));
    expect(screen.getByTestId('purchase-popup')).toBeTruthy();
  });
});

describe('AI voice', () => {
  it('plays when audio_status is 2', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
    });
    openTreasure(makeTreasure(), ({ path }) => (path === '/goods/getAudioStatus' ? ok(audio(2)) : undefined));
    const player = await screen.findByTestId('voice-player');
    await waitFor(() => expect(player.querySelector('audio')?.getAttribute('src')).toBe('/zh.mp3'));
    fireEvent.click(within(player).getByTestId('voice-button'));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(within(player).getByTestId('voice-button').getAttribute('aria-pressed')).toBe('true');
    play.mockRestore();
  });

  it("says 'Generation in progress' otherwise", async () => {
    const api = openTreasure(makeTreasure(), ({ path }) =>
      path === '/goods/getAudioStatus' ? ok(audio(1)) : undefined,
    );
    const player = await screen.findByTestId('voice-player');
    await waitFor(() => expect(player.textContent).toContain('音频生成中'));
    fireEvent.click(within(player).getByTestId('voice-button'));
    expect(feedback.toast).toHaveBeenCalledWith('音频生成中');
    expect(itemAt(api.called('/goods/getAudioStatus'), 0).payload).toEqual({ goods_id: 1 });
  });

  it('greys the button for the owning master when audio_type is 0, and activates by count', async () => {
    loginAs(ME_MASTER);
    // as the server: once activated, the status is 'generating' (a status asked for late says so too)
    let activated = false;
    const api = openTreasure(makeTreasure({ audio_type: 0 }), ({ path }) => {
      if (path === '/goods/getAudioStatus') return ok(activated ? audio(1, 1) : audio(0, 0));
      if (path === '/audio/getAudioByGoods') return ok({ audio_count: 2, rule_money: 9.9, rule_id: 1 });
      if (path === '/audio/payGoodsAudioByCount') {
        activated = true;
        return ok({ audio_type: 1, audio_status: 1, audio_count: 1 }, '开通成功，音频生成中');
      }
      return undefined;
    });
    const player = await screen.findByTestId('voice-player');
    expect(player.className).toContain('voice--inactive');
    fireEvent.click(within(player).getByTestId('voice-button'));
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('开通成功，音频生成中'));
    expect(itemAt(feedback.confirmMessage.mock.calls, 0)[0]).toContain('剩余 2 次');
    expect(itemAt(api.called('/audio/getAudioByGoods'), 0).body).toEqual({ goods_id: 1, artist_type: 1 });
    expect(itemAt(api.called('/audio/payGoodsAudioByCount'), 0).body).toEqual({ goods_id: 1, artist_type: 1 });
    await waitFor(() => {
      expect(player.className).not.toContain('voice--inactive');
      expect(player.textContent).toContain('音频生成中');
    });
  });

  it('activates a collector’s treasure (artist_type 2) with the in-app payment when no activations are left', async () => {
    loginAs(ME_COLLECTOR);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    const collector = { ...makeTreasure().artist, id: 201, type: 2 };
    const api = openTreasure(makeTreasure({ id: 3, artist_id: 201, artist: collector, audio_type: 0 }), ({ path }) => {
      if (path === '/goods/getAudioStatus') return ok(audio(0, 0));
      if (path === '/audio/getAudioByGoods') return ok({ audio_count: 0, rule_money: 9.9, rule_id: 1 });
      if (path === '/order/payAudioLogs')
        return ok({
          order_no: 'AV1',
          money: 9.9,
          pay: {
            appId: 'a',
            timeStamp: '1',
            nonceStr: 'n',
            package: 'prepay_id=mock_AV1',
            signType: 'RSA',
            paySign: 's',
          },
        });
      return undefined;
    });
    fireEvent.click(await screen.findByTestId('voice-button'));
    await waitFor(() => expect(feedback.toastSuccess).toHaveBeenCalledWith('开通成功，音频生成中'));
    expect(itemAt(feedback.confirmMessage.mock.calls, 0)[0]).toContain('¥9.90');
    expect(itemAt(api.called('/audio/getAudioByGoods'), 0).body).toEqual({ goods_id: 3, artist_type: 2 });
    expect(itemAt(api.called('/order/payAudioLogs'), 0).body).toEqual({ goods_id: 3, type_id: 1 });
    expect(emulator.emulatePayment).toHaveBeenCalledWith({ orderNo: 'AV1', money: 9.9 });
  });

  it("says 'Payment failed' when the payment does not go through", async () => {
    loginAs(ME_MASTER);
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    emulator.emulatePayment.mockResolvedValueOnce(false);
    openTreasure(makeTreasure({ audio_type: 0 }), ({ path }) => {
      if (path === '/goods/getAudioStatus') return ok(audio(0, 0));
      if (path === '/audio/getAudioByGoods') return ok({ audio_count: 0, rule_money: 9.9, rule_id: 1 });
      if (path === '/order/payAudioLogs')
        return ok({
          order_no: 'AV2',
          money: 9.9,
          pay: { appId: 'a', timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'RSA', paySign: 's' },
        });
      return undefined;
    });
    fireEvent.click(await screen.findByTestId('voice-button'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('支付失败'));
    expect(screen.getByTestId('voice-player').className).toContain('voice--inactive');
  });

  it("shows the server's message when activation is refused", async () => {
    loginAs(ME_MASTER);
    openTreasure(makeTreasure({ audio_type: 0 }), ({ path }) => {
      if (path === '/goods/getAudioStatus') return ok(audio(0, 0));
      if (path === '/audio/getAudioByGoods') return refusal(403, 403, '只有作品所有者才能开通AI语音');
      return undefined;
    });
    fireEvent.click(await screen.findByTestId('voice-button'));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('只有作品所有者才能开通AI语音'));
  });

  it('is hidden from others while the voice was never activated', async () => {
    loginAs(ME_VISITOR);
    const api = openTreasure(makeTreasure({ audio_type: 0 }), ({ path }) =>
      path === '/goods/getAudioStatus' ? ok(audio(0, 0)) : undefined,
    );
    await screen.findByTestId('treasure-name');
    expect(screen.queryByTestId('voice-player')).toBeNull();
    expect(api.called('/audio/getAudioByGoods')).toEqual([]);
  });
});
