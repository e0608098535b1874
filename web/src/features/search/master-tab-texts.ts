// Texts of the master tab, merged into the 'search' namespace when the tab's chunk loads.
import { MASTER_NAME_MAX } from '#contract/limits.ts';
import { addTexts } from '../../lib/i18n.ts';

export const zn = {
  masterScan: { title: '扫码找大师', hint: '扫描大师的二维码名片' },
  master: {
    label: '大师姓名',
    placeholder: `请输入大师姓名（最多${MASTER_NAME_MAX}字）`,
    empty: '请输入您要查看的大师姓名',
    tooShort: '请输入完整的大师姓名',
    recent: '最近搜索',
    clearRecent: '清空最近搜索',
    recentEmpty: '搜索过的大师会显示在这里',
  },
};

const en: typeof zn = {
  masterScan: { title: "Scan a master's card", hint: "Scan the QR code of a master's card" },
  master: {
    label: "Master's name",
    placeholder: `Master's name (up to ${MASTER_NAME_MAX} characters)`,
    empty: 'Please enter the name of the master you want to view',
    tooShort: 'Please enter the full master name',
    recent: 'Recent searches',
    clearRecent: 'Clear recent searches',
    recentEmpty: 'Masters you search for appear here',
  },
};

addTexts('search', { zn, en });
