// Texts of features/organisations (namespace 'preview', beside the shared ones of components/preview).
import '../../components/preview/texts.ts';
import { addTexts } from '../../lib/i18n.ts';

export const zn = {
  unit: {
    name: '景德镇御窑青花工坊',
    kind: '文创企业 · 已认证',
    intro: '单位珍宝由企事业单位统一登记和管理，展示单位信息与珍宝证书。',
    featured: '单位珍宝',
    info: '单位信息',
    list: '其他珍宝',
    example: '单位名称、认证与签名、审核状态为示例：单位信息暂无接口提供，并非真实的单位。',
  },
  unitInfo: {
    status: '认证状态',
    intro: '完善单位信息并提交审核，通过后可登记单位珍宝。',
    name: '单位名称',
    namePlaceholder: '与营业执照一致',
    creditCode: '统一社会信用代码',
    creditPlaceholder: '18 位代码',
    creditWrong: '统一社会信用代码为 18 位数字或大写字母',
    contact: '联系人',
    contactPlaceholder: '负责人姓名',
    phone: '联系电话',
    address: '单位地址',
    addressPlaceholder: '省、市、区及详细地址',
    licence: '营业执照',
    licenceHint: '图片不超过 {{size}}',
    save: '保存草稿',
    submit: '提交审核',
    saved: '预览环境不会保存草稿。',
  },
  institution: {
    title: '收藏机构',
    about: '机构简介',
    collection: '馆藏珍宝',
    become: '申请成为收藏机构',
    rule: '已认证的大师不能申请成为收藏机构。',
    stats: { items: '登记珍宝', followers: '关注', views: '浏览' },
    follow: '关注',
    following: '已关注',
  },
};

const en: typeof zn = {
  unit: {
    name: 'Jingdezhen Imperial Kiln Blue-and-White Workshop',
    kind: 'Cultural enterprise · Verified',
    intro:
      'Unit treasures are registered and managed by an organisation, with its details and the treasures’ certificates.',
    featured: 'Unit treasure',
    info: 'Unit information',
    list: 'More treasures',
    example:
      'The organisation, its verification, signature and review states are examples: no call returns units yet, so this is not a real organisation.',
  },
  unitInfo: {
    status: 'Verification',
    intro:
      'Complete your organisation’s details and submit them for review. Once approved, you can register unit treasures.',
    name: 'Organisation',
    namePlaceholder: 'As on the business licence',
    creditCode: 'Credit code',
    creditPlaceholder: '18-character unified code',
    creditWrong: 'The unified social credit code has 18 digits or capital letters',
    contact: 'Contact',
    contactPlaceholder: 'Person in charge',
    phone: 'Phone',
    address: 'Address',
    addressPlaceholder: 'Street, city and province',
    licence: 'Business licence',
    licenceHint: 'Picture under {{size}}',
    save: 'Save draft',
    submit: 'Submit for review',
    saved: 'The preview saves no draft.',
  },
  institution: {
    title: 'Collection institution',
    about: 'About',
    collection: 'In the collection',
    become: 'Apply as a collection institution',
    rule: 'A certified master cannot become a collection institution.',
    stats: { items: 'Registered', followers: 'Followers', views: 'Reads' },
    follow: 'Follow',
    following: 'Following',
  },
};

addTexts('preview', { zn, en });
