import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_VALIDITY_MINUTES_LONG, QR_VALIDITY_MINUTES_SHORT } from '#contract/limits.ts';
import { i18n } from '../../lib/i18n.ts';
import { QrCard } from './qr-card.tsx';
import './texts.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('a QR code valid for a number of minutes (product §9)', () => {
  it('says how long it is valid and counts down', () => {
    render(<QrCard url="/zrinfo?id=1" minutes={QR_VALIDITY_MINUTES_LONG} />);
    expect(screen.getByText('二维码 30 分钟内有效')).toBeTruthy();
    expect(screen.getByText('剩余 30:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('剩余 28:59')).toBeTruthy();
  });

  it('expires after its minutes, and a new one starts again', async () => {
    render(<QrCard url="/zbbox?certify=1" minutes={QR_VALIDITY_MINUTES_SHORT} />);
    expect(screen.getByText('二维码 5 分钟内有效')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.getByText('二维码已过期')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '刷新二维码' }).click());
    expect(screen.queryByText('二维码已过期')).toBeNull();
    expect(screen.getByText('剩余 05:00')).toBeTruthy();
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    try {
      render(<QrCard url="/zrinfo?id=1" minutes={QR_VALIDITY_MINUTES_LONG} />);
      expect(screen.getByText('This QR code is valid for 30 minutes')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zn');
    }
  });
});
