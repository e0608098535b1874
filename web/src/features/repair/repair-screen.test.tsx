// The repair request: its contact promise, its checks, and that it sends nothing.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import RepairScreen from './repair-screen.tsx';

const feedback = fakeFeedback();

beforeEach(() => feedback.alertMessage.mockClear());

const show = () =>
  render(
    <MemoryRouter>
      <RepairScreen />
    </MemoryRouter>,
  );

describe('repair request (/repair)', () => {
  it('promises contact within 3 working days and is marked as a preview whose form sends nothing', () => {
    show();
    expect(screen.getByTestId('repair-contact').textContent).toContain('3 个工作日内');
    expect(screen.getByTestId('preview-note').textContent).toContain('表单仅作预览，提交不会发送任何内容。');
  });

  it('checks the problem kind, the description and the phone before anything', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: '提交报修' }));
    expect(await screen.findByText('请选择问题类型')).toBeTruthy();
    expect(screen.getByText('请描述遇到的问题')).toBeTruthy();
    expect(screen.getByText('手机号不能为空')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('11 位手机号'), '12345678901');
    await userEvent.click(screen.getByRole('button', { name: '提交报修' }));
    expect(await screen.findByText('手机号格式错误')).toBeTruthy();
    expect(feedback.alertMessage).not.toHaveBeenCalled();
  });

  it('a complete request says that the preview sent nothing', async () => {
    show();
    await userEvent.click(screen.getByText('信息有误'));
    await userEvent.type(screen.getByPlaceholderText('请描述您遇到的问题（200 字以内）'), '证书上的尺寸写错了');
    await userEvent.type(screen.getByPlaceholderText('11 位手机号'), '13812345678');
    await userEvent.click(screen.getByRole('button', { name: '提交报修' }));
    await vi.waitFor(() => expect(feedback.alertMessage).toHaveBeenCalledOnce());
    expect(feedback.alertMessage.mock.calls[0]).toEqual([
      '报修内容已通过校验。预览环境不会提交，正式上线后工作人员将在 3 个工作日内与您联系。',
      '预览功能',
    ]);
  });
});
