// Texts of features/favourites-and-following (namespace 'preview', beside the shared ones of components/preview).
import '../../components/preview/texts.ts';
import { addTexts } from '../../lib/i18n.ts';

export const zn = {
  favorites: {
    intro: '您在本机收藏的珍宝',
    saved: '已收藏',
    remove: '取消收藏',
    none: '您还没有收藏珍宝',
  },
  following: {
    following: '已关注',
    follow: '关注',
    suggested: '推荐大师',
    none: '您还没有关注任何大师或机构',
    works: '{{count}} 件作品',
  },
};

const en: typeof zn = {
  favorites: {
    intro: 'Treasures you saved on this device',
    saved: 'Saved',
    remove: 'Remove',
    none: 'You have not saved any treasure yet',
  },
  following: {
    following: 'Following',
    follow: 'Follow',
    suggested: 'Masters to follow',
    none: 'You are not following any master or institution yet',
    works: '{{count}} works',
  },
};

addTexts('preview', { zn, en });
