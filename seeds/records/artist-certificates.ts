// Celebrity certificates of masters (artist_certificates), shown under the introduction.
import { artistCertificatePic } from './helpers.ts';
import type { ArtistCertificateRow } from './types.ts';

export const artistCertificates: ArtistCertificateRow[] = [
  {
    id: 1,
    artist_id: 101,
    sort: 1,
    pic: artistCertificatePic(101, 1),
    content: '中国陶瓷艺术大师证书（2022）',
    content_intl: 'Master of Chinese Ceramic Art, certificate (2022)',
  },
  {
    id: 2,
    artist_id: 101,
    sort: 2,
    pic: artistCertificatePic(101, 2),
    content: '江西省工艺美术大师证书（2019）',
    content_intl: 'Jiangxi Provincial Master of Arts and Crafts, certificate (2019)',
  },
  {
    id: 3,
    artist_id: 102,
    sort: 1,
    pic: artistCertificatePic(102, 1),
    content: '中国美术家协会会员证',
    content_intl: 'China Artists Association membership certificate',
  },
  {
    id: 4,
    artist_id: 104,
    sort: 1,
    pic: artistCertificatePic(104, 1),
    content: '江苏省工艺美术大师证书（2021）',
    content_intl: 'Jiangsu Provincial Master of Arts and Crafts, certificate (2021)',
  },
  {
    id: 5,
    artist_id: 106,
    sort: 1,
    pic: artistCertificatePic(106, 1),
    content: '高级工艺美术师职称证书',
    content_intl: 'Senior Arts and Crafts Master, professional title certificate',
  },
  {
    id: 6,
    artist_id: 108,
    sort: 1,
    pic: artistCertificatePic(108, 1),
    content: '中国工艺美术大师证书（2021）',
    content_intl: 'Master of Chinese Arts and Crafts, certificate (2021)',
  },
];
