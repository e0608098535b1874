// The people who appear as holders and in transfer records, and helpers to write those rows.
import { artistPhoto, avatar } from './helpers.ts';
import type { Holder, Transfer } from './types.ts';

interface Person {
  name: string;
  name_intl: string;
  avatar: string;
  /** the artists row of a collector or institution, when the person has one */
  collector_id: number | null;
}

const person = (name: string, name_intl: string, file: string): Person => ({
  name,
  name_intl,
  avatar: avatar(file),
  collector_id: null,
});

export const PEOPLE = {
  // authors, as the first seller of their own works
  liMingyuan: { name: '李明远', name_intl: 'Li Mingyuan', avatar: artistPhoto(101), collector_id: null },
  chenYu: { name: '陈雨', name_intl: 'Chen Yu', avatar: artistPhoto(104), collector_id: null },
  sunWei: { name: '孙伟', name_intl: 'Sun Wei', avatar: artistPhoto(103), collector_id: null },
  linHai: { name: '林海', name_intl: 'Lin Hai', avatar: artistPhoto(108), collector_id: null },
  // collectors and institutions with an identity
  wangFang: { name: '王芳', name_intl: 'Wang Fang', avatar: artistPhoto(201), collector_id: 201 },
  hangzhouMuseum: { name: '杭州艺术馆', name_intl: 'Hangzhou Art Museum', avatar: artistPhoto(301), collector_id: 301 },
  // private collectors
  zhouMubai: person('周慕白', 'Zhou Mubai', 'holder-zhou-mubai'),
  chenJingshu: person('陈静姝', 'Chen Jingshu', 'holder-chen-jingshu'),
  zhangGuodong: person('张国栋', 'Zhang Guodong', 'holder-zhang-guodong'),
  shenJiahe: person('沈嘉禾', 'Shen Jiahe', 'holder-shen-jiahe'),
  xuWentao: person('许文涛', 'Xu Wentao', 'holder-xu-wentao'),
  heYunshan: person('何云山', 'He Yunshan', 'holder-he-yunshan'),
  yuLan: person('俞澜', 'Yu Lan', 'holder-yu-lan'),
  suzhouGallery: person('苏州雅集画廊', 'Suzhou Yaji Gallery', 'holder-suzhou-gallery'),
} satisfies Record<string, Person>;

/** A holder row (status 1 or 3 counts as certified). */
export const holder = (who: Person, status: number, price: number): Holder => ({
  status,
  name: who.name,
  name_intl: who.name_intl,
  avatar: who.avatar,
  price,
  collector_id: who.collector_id,
});

/** A transfer record from one person to another. */
export const transfer = (from: Person, to: Person, price: number, transferred_at: string): Transfer => ({
  from_name: from.name,
  from_name_intl: from.name_intl,
  to_name: to.name,
  to_name_intl: to.name_intl,
  price,
  transferred_at,
});
