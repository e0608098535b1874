// Words refused in submitted messages (purchase requests, reports). Kept in lower case, so a
// case-insensitive comparison finds them.
export const sensitiveWords: string[] = [
  '赌博',
  '诈骗',
  '传销',
  '洗钱',
  '代开发票',
  '高仿',
  '假货',
  '博彩',
  'scam',
  'gambling',
  'fraud',
  'money laundering',
  'counterfeit',
  'fake invoice',
];
