// Texts of the visitor home (/) and its treasure tab (the master tab brings its own: master-tab-texts.ts).

import { BLOCKCHAIN_HASH_LENGTH, TREASURE_CODE_LENGTH } from '#contract/limits.ts';
import { shellMessages as messages } from '#contract/shell-messages.ts';
import { addTexts } from '../../lib/i18n.ts';

export const zn = {
  tagline: '登记 · 查验 · 传承',
  heroTitle: '每一件珍宝\n都有可查的来历',
  heroBody: '输入珍宝编码、区块链哈希，或扫码查验真伪与流转',
  tabs: { label: '查询方式', treasure: '珍宝查询', master: '大师查询' },
  scan: {
    treasure: '扫码查验',
    treasureHint: '扫描证书或吊牌上的二维码',
  },
  orType: '或手动输入',
  code: {
    label: '珍宝编码',
    placeholder: `请输入${TREASURE_CODE_LENGTH}位珍宝编码`,
    hint: '衍生品编码也可在此查询',
  },
  hash: { label: '区块链哈希', placeholder: `请输入${BLOCKCHAIN_HASH_LENGTH}位区块链哈希` },
  search: '查询',
  searching: '查询中…',
  clear: '清除',
  bothEmpty: '请输入珍宝编码或区块链哈希',
  notFound: messages.treasureNotFound.zn as string,
  badHash: `区块链哈希由${BLOCKCHAIN_HASH_LENGTH}位数字和字母（a–f）组成，请检查后重新输入`,
  unknownScan: '无法识别该二维码，请扫描珍宝证书或大师名片上的二维码',
  features: { chain: '区块链存证', certificate: '权威证书', masters: '名家之作' },
  repair: { label: '报修', open: '报修：提交问题', close: '收起报修入口', reopen: '显示报修入口' },
};

const en: typeof zn = {
  tagline: 'Register · Verify · Treasure',
  heroTitle: 'Every treasure\nhas a story you can check',
  heroBody: 'Look one up by treasure code, blockchain hash or scan, and see where it comes from',
  tabs: { label: 'Search by', treasure: 'Treasure', master: 'Master' },
  scan: {
    treasure: 'Scan to verify',
    treasureHint: 'Scan the code on a certificate or tag',
  },
  orType: 'or type it in',
  code: {
    label: 'Treasure code',
    placeholder: `${TREASURE_CODE_LENGTH}-character treasure code`,
    hint: 'Derivative item codes work here too',
  },
  hash: { label: 'Blockchain hash', placeholder: `${BLOCKCHAIN_HASH_LENGTH}-character blockchain hash` },
  search: 'Search',
  searching: 'Searching…',
  clear: 'Clear',
  bothEmpty: 'Please enter the treasure code or blockchain hash',
  notFound: messages.treasureNotFound.en,
  badHash: `A blockchain hash has ${BLOCKCHAIN_HASH_LENGTH} digits and letters a–f. Please check it and re-enter.`,
  unknownScan: "This QR code is not recognised. Scan the QR code of a treasure certificate or of a master's card.",
  features: { chain: 'On-chain record', certificate: 'Certified', masters: "Masters' works" },
  repair: {
    label: 'Repair',
    open: 'Repair: report a problem',
    close: 'Hide the repair entry',
    reopen: 'Show the repair entry',
  },
};

addTexts('search', { zn, en });
