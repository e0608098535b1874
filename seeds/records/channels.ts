// Promotion channels (goods_channels / spread_info). Each treasure picks some of these and
// adds its own info text.
import { channelLogo } from './helpers.ts';

export const CHANNELS = {
  weibo: { key: 'weibo', name: '微博', name_intl: 'Weibo', pl_pic: channelLogo('weibo') },
  douyin: { key: 'douyin', name: '抖音', name_intl: 'Douyin', pl_pic: channelLogo('douyin') },
  xiaohongshu: {
    key: 'xiaohongshu',
    name: '小红书',
    name_intl: 'Xiaohongshu (RED)',
    pl_pic: channelLogo('xiaohongshu'),
  },
  bilibili: { key: 'bilibili', name: '哔哩哔哩', name_intl: 'Bilibili', pl_pic: channelLogo('bilibili') },
  channels: { key: 'channels', name: '视频号', name_intl: 'WeChat Channels', pl_pic: channelLogo('channels') },
} as const;

export type ChannelKey = keyof typeof CHANNELS;

/** A channel entry for a treasure. */
export const channel = (key: ChannelKey, info: string, info_intl: string) => ({ ...CHANNELS[key], info, info_intl });
