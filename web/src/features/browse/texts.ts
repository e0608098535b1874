// Texts of features/browse (namespace 'preview', beside the shared ones of components/preview).
import '../../components/preview/texts.ts';
import { addTexts } from '../../lib/i18n.ts';

export const zn = {
  list: {
    all: '全部',
    end: '没有更多了',
  },
  index: {
    heroTitle: '珍宝中心',
    heroBody: '每一件珍宝都有编码、区块链哈希和证书',
    search: '查询珍宝',
    rare: '珍品推荐',
    latest: '最新登记',
    masters: '找大师',
    entries: { institution: '收藏机构', unit: '单位珍宝', digitalCollection: '数字藏品' },
  },
  preview: {
    intro: '这是作品发布前的预览，确认无误后提交审核。',
    draftNote: '草稿：尚未提交',
    statusTitle: '审核进度',
    steps: { draft: '保存草稿', review: '提交审核', result: '审核结果' },
    edit: '继续编辑',
    submit: '提交审核',
    data: '珍宝数据',
    noWorks: '还没有作品：在「发布作品」中保存草稿后，可在这里预览',
    noIdentity: '作者或藏家发布的作品可在这里预览',
  },
  digital: {
    intro: '数字藏品是珍宝在链上的数字凭证，每一份都有唯一编号和区块链哈希。',
    edition: '#{{no}} / {{total}}',
    chain: '链上凭证',
    example: '编号与哈希为示例：数字藏品暂无接口提供，这些并非真实的链上凭证。',
  },
};

const en: typeof zn = {
  list: {
    all: 'All',
    end: 'No more treasures',
  },
  index: {
    heroTitle: 'Treasure Center',
    heroBody: 'Every treasure has a code, a blockchain hash and a certificate',
    search: 'Look up a treasure',
    rare: 'Rare treasures',
    latest: 'Newly registered',
    masters: 'Find a master',
    entries: { institution: 'Institution', unit: 'Unit', digitalCollection: 'Digital' },
  },
  preview: {
    intro: 'This is how the work will look once published. Check it, then submit it for review.',
    draftNote: 'Draft: not submitted yet',
    statusTitle: 'Review progress',
    steps: { draft: 'Draft saved', review: 'Submitted for review', result: 'Review result' },
    edit: 'Keep editing',
    submit: 'Submit for review',
    data: 'Treasure data',
    noWorks: 'No works yet: save a draft in “Publish works” to preview it here',
    noIdentity: 'The works that masters and collectors publish can be previewed here',
  },
  digital: {
    intro:
      'A digital collectible is a treasure’s token on the chain, each with its own edition number and blockchain hash.',
    edition: '#{{no}} / {{total}}',
    chain: 'On-chain token',
    example:
      'The edition numbers and hashes are examples: no call returns digital collectibles yet, so these are not real tokens.',
  },
};

addTexts('preview', { zn, en });
