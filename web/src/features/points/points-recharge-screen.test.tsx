// The recharge screen: the lifetime offer and the refund rule, and what paying does.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, sessionStore } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import PointsRechargeScreen from './points-recharge-screen.tsx';

const feedback = fakeFeedback();

beforeEach(() => {
  logout();
  sessionStore.update({ popup: null });
  feedback.alertMessage.mockClear();
});
afterEach(() => vi.restoreAllMocks());

const show = () =>
  render(
    <MemoryRouter>
      <PointsRechargeScreen />
    </MemoryRouter>,
  );

describe('points recharge (/chongzhi)', () => {
  it('offers the lifetime entry at 11,888 yuan and says points come back within 24 hours', () => {
    show();
    expect(screen.getByTestId('lifetime-offer').textContent).toContain('¥11,888');
    expect(screen.getByText('特惠')).toBeTruthy();
    expect(screen.getByTestId('points-rules').textContent).toContain('珍宝登记后 24 小时内删除，登记所用积分将退回。');
    expect(screen.getByTestId('preview-note')).toBeTruthy();
  });

  it('paying without a login opens the privacy/login popup', async () => {
    show();
    await userEvent.click(screen.getByTestId('pay-button'));
    expect(sessionStore.get().popup).toBe('privacy');
    expect(feedback.alertMessage).not.toHaveBeenCalled();
  });

  it("logged in, outside the messaging app: 'Please open in the messaging app browser'", async () => {
    sessionStore.update({ token: 't' });
    show();
    await userEvent.click(screen.getByTestId('pay-button'));
    expect(feedback.alertMessage).toHaveBeenCalledWith('请在消息应用浏览器中打开');
  });

  it('inside it, the preview says that nothing is charged', async () => {
    sessionStore.update({ token: 't' });
    localStorage.setItem(STORAGE_KEYS.demoMessagingApp, '1');
    show();
    await userEvent.click(screen.getByText('开通终身入驻'));
    expect(feedback.alertMessage).toHaveBeenCalledWith('预览环境不会发起支付，也不会扣款。', '预览功能');
  });
});
