import { describe, expect, it } from 'vitest';
import { digitsOnly, type PurchaseForm, purchaseProblem } from './purchase-rules.ts';

const VALID: PurchaseForm = { name: '张三', phone: '13812345678', price: '5000', content: '想收藏这件作品' };
const check = (change: Partial<PurchaseForm>, lang: 'zn' | 'en' = 'en') =>
  purchaseProblem({ ...VALID, ...change }, lang);

describe('purchase request: the rules of product §5, in order', () => {
  it('accepts a valid form', () => {
    expect(check({})).toBeNull();
    expect(check({ price: '123456789', content: '好'.repeat(150), name: '欧阳娜娜' })).toBeNull();
  });

  it.each([
    ['name', { name: ' ' }, 'Please fill in your name'],
    ['name', { name: '欧阳娜娜娜' }, 'The name can have at most 4 characters'],
    ['phone', { phone: '' }, 'Please enter your mobile phone number'],
    ['phone', { phone: '1381234567' }, 'Phone number wrong'],
    ['phone', { phone: '12812345678' }, 'Phone number wrong'],
    ['price', { price: '' }, 'Please enter the estimated price'],
    ['price', { price: '1234567890' }, 'The price can have at most 9 digits'],
    ['price', { price: '12.5' }, 'Please enter the price in whole yuan, digits only'],
    ['price', { price: '12,000' }, 'Please enter the price in whole yuan, digits only'],
    ['content', { content: '  ' }, 'Please enter a purchase message'],
    ['content', { content: '好'.repeat(151) }, 'The message can have at most 150 characters'],
  ] as const)('%s: %j → %s', (field, change, message) => {
    expect(check(change)).toEqual({ field, message });
  });

  it('names the FIRST broken rule', () => {
    expect(purchaseProblem({ name: '', phone: '', price: '', content: '' }, 'en')?.message).toBe(
      'Please fill in your name',
    );
    expect(purchaseProblem({ name: '张三', phone: '1', price: '', content: '' }, 'en')?.message).toBe(
      'Phone number wrong',
    );
    expect(purchaseProblem({ ...VALID, price: 'x', content: '' }, 'en')?.message).toBe(
      'Please enter the price in whole yuan, digits only',
    );
  });

  it('speaks Chinese by default', () => {
    expect(check({ name: '' }, 'zn')?.message).toBe('请填写您的姓名');
  });

  it('keeps digits only in phone and price', () => {
    expect(digitsOnly('138-1234 5678')).toBe('13812345678');
  });
});
