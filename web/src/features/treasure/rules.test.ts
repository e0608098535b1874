import { describe, expect, it } from 'vitest';
import { swipeTarget } from './image-swiper.tsx';
import {
  ageOf,
  audioFor,
  coAuthorLine,
  formatDateTime,
  formatPrice,
  isBigName,
  isCertifiedHolder,
  isOwnIdentity,
  linesOf,
  ownerArtistType,
  ownerKind,
  swiperPictures,
} from './rules.ts';

describe('formatPrice: thousands grouped every 3 digits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [36000, '36,000'],
    [1280000, '1,280,000'],
    [123456789, '123,456,789'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.57'],
    [-4500, '-4,500'],
  ])('%s → %s', (value, text) => expect(formatPrice(value)).toBe(text));

  it('takes strings and refuses what is not a number', () => {
    expect(formatPrice('5000')).toBe('5,000');
    expect(formatPrice('abc')).toBe('0');
    expect(formatPrice(null)).toBe('0');
  });
});

describe('names', () => {
  it('uses the big style from 13 characters', () => {
    expect(isBigName('青花缠枝莲纹梅瓶')).toBe(false);
    expect(isBigName('一二三四五六七八九十一二')).toBe(false);
    expect(isBigName('一二三四五六七八九十一二三')).toBe(true);
    expect(isBigName('富春山居图意·水墨长卷之秋山晚渡')).toBe(true);
  });

  it("offers 'more' once the joined co-author names exceed 14 characters", () => {
    expect(coAuthorLine(['李明远', '欧阳雪松'], 'zn')).toEqual({ text: '李明远、欧阳雪松', more: false });
    // exactly 14 characters: no 'more'
    expect(coAuthorLine(['一二三四五', '六七八九十一二三'], 'zn')).toEqual({
      text: '一二三四五、六七八九十一二三',
      more: false,
    });
    const three = coAuthorLine(['李明远', '欧阳雪松', '景德镇御窑青花工坊'], 'zn');
    expect(three).toEqual({ text: '李明远、欧阳雪松…', more: true });
    expect(coAuthorLine(['Li Mingyuan', 'Ouyang Xuesong'], 'en')).toEqual({ text: 'Li Mingyuan…', more: true });
    expect(coAuthorLine(['Ouyangxuesonglong', 'Li'], 'en')).toEqual({ text: 'Ouyangxuesongl…', more: true });
  });
});

describe('holder and owner', () => {
  it('counts holders with status 1 or 3 as certified', () => {
    const holder = (status: number) => ({ status, avatar: '', name: '', name_intl: '', price: 0 });
    expect(isCertifiedHolder(holder(1))).toBe(true);
    expect(isCertifiedHolder(holder(3))).toBe(true);
    expect(isCertifiedHolder(holder(0))).toBe(false);
    expect(isCertifiedHolder(holder(2))).toBe(false);
    expect(isCertifiedHolder(null)).toBe(false);
  });

  it('tells masters, collectors and institutions apart', () => {
    expect(ownerKind({ type: 1, is_collector_inst: 0 })).toBe('master');
    expect(ownerKind({ type: 2, is_collector_inst: 0 })).toBe('collector');
    expect(ownerKind({ type: 2, is_collector_inst: 1 })).toBe('institution');
  });

  it('finds the artist type through which the viewer owns the treasure', () => {
    expect(ownerArtistType(null, { artist_id: 101 })).toBeNull();
    expect(ownerArtistType({ artist_id: 101, collector_id: null }, { artist_id: 101 })).toBe(1);
    expect(ownerArtistType({ artist_id: null, collector_id: 201 }, { artist_id: 201 })).toBe(2);
    expect(ownerArtistType({ artist_id: 102, collector_id: 201 }, { artist_id: 101 })).toBeNull();
    expect(isOwnIdentity({ artist_id: null, collector_id: 201 }, 201)).toBe(true);
    expect(isOwnIdentity({ artist_id: 101, collector_id: null }, 104)).toBe(false);
  });
});

describe('pictures and texts', () => {
  it('puts the certificate first in the swiper when there is one', () => {
    expect(swiperPictures({ certificate: '/c.svg', pictures: ['/1.svg', '/2.svg'] })).toEqual([
      '/c.svg',
      '/1.svg',
      '/2.svg',
    ]);
    expect(swiperPictures({ certificate: '', pictures: ['/1.svg'] })).toEqual(['/1.svg']);
  });

  it('splits newline-separated text into its non-empty lines', () => {
    expect(linesOf('一\n\n 二 \r\n三\n')).toEqual(['一', '二', '三']);
    expect(linesOf(null)).toEqual([]);
  });

  it('plays the audio of the language, only when its status is 2', () => {
    const status = { audio: '/zh.mp3', audio_intl: '/en.mp3', audio_status: 2, audio_status_intl: 1 };
    expect(audioFor(status, 'zn')).toEqual({ src: '/zh.mp3', ready: true });
    expect(audioFor(status, 'en')).toEqual({ src: '/en.mp3', ready: false });
    expect(audioFor({ ...status, audio_intl: '' }, 'en')).toEqual({ src: '/zh.mp3', ready: true });
    expect(audioFor({ ...status, audio: '', audio_status: 1 }, 'zn').ready).toBe(false);
  });

  it('takes the age from the answer, or from the birthday', () => {
    expect(ageOf({ age: 57, birthday: '1968-05-12' })).toBe(57);
    expect(ageOf({ age: null, birthday: '2000-06-15' }, new Date(2026, 5, 14))).toBe(25);
    expect(ageOf({ age: null, birthday: '2000-06-15' }, new Date(2026, 5, 15))).toBe(26);
    expect(ageOf({ age: null, birthday: null })).toBeNull();
    expect(ageOf({ age: null, birthday: '2000-06' }, new Date(2026, 5, 14))).toBeNull();
  });
});

describe('swipe', () => {
  it('turns the page past 30 px, and not before', () => {
    expect(swipeTarget(0, 3, -29)).toBe(0);
    expect(swipeTarget(0, 3, -30)).toBe(1);
    expect(swipeTarget(1, 3, 30)).toBe(0);
    expect(swipeTarget(1, 3, 29)).toBe(1);
    expect(swipeTarget(2, 3, -200)).toBe(2);
    expect(swipeTarget(0, 3, 200)).toBe(0);
  });
});

describe('formatDateTime', () => {
  it('shows a server time in local time, to the minute', () => {
    const iso = new Date(2026, 1, 3, 9, 5).toISOString();
    expect(formatDateTime(iso)).toBe('2026-02-03 09:05');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
